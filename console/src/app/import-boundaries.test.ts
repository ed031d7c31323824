/**
 * The console's import boundaries, checked on every `npm test` (and so `make test` and CI): a feature
 * imports only from itself and the shared layers (src/lib, src/components, src/types, src/locales);
 * the shared layers import no feature and nothing of the app shell. The router, the app shell and
 * the layouts (src/app, src/layouts, src/main.tsx) may import feature screens.
 *
 * A Vitest test rather than an ESLint rule: the console has no ESLint set up, and this check needs
 * no new dependency, runs where the console's tests already run, and names the offending line.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..')
const SHARED = ['lib', 'components', 'types', 'locales']

/** Static, re-export, side-effect and dynamic imports, and the modules a test mocks. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/gm

/** The module paths (relative to src/, e.g. `features/projects/api/keys`) a file's code imports, with their lines. */
export function importsOf(file: string, code: string): { line: number; spec: string; target: string }[] {
  const found = []
  for (const match of code.matchAll(IMPORT)) {
    const spec = match[1]
    let target: string
    if (spec.startsWith('@/')) target = spec.slice(2)
    else if (spec.startsWith('.')) target = normalize(join(dirname(file), spec)).replaceAll('\\', '/')
    else continue
    found.push({ line: code.slice(0, match.index).split('\n').length, spec, target })
  }
  return found
}

/** Why `file` (relative to src/) may not import `target`, or null when it may. */
export function breach(file: string, target: string): string | null {
  const [layer, name] = file.split('/')
  const [targetLayer, targetName] = target.split('/')
  if (layer === 'features') {
    if (targetLayer === 'features' && targetName === name) return null
    if (SHARED.includes(targetLayer)) return null
    return targetLayer === 'features'
      ? `feature "${name}" imports feature "${targetName}": move what they share to src/lib or src/components`
      : `feature "${name}" imports src/${targetLayer}: a feature imports only itself, ${SHARED.map((s) => `src/${s}`).join(', ')}`
  }
  if (SHARED.includes(layer) && !SHARED.includes(targetLayer)) {
    return `src/${layer} is shared and imports src/${targetLayer}: shared code imports no feature and no app module`
  }
  return null
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

describe('import boundaries', () => {
  it('catches a feature importing another, by alias or by relative path, and shared code importing a feature', () => {
    const code = [
      "import { siteKeys } from '@/features/projects/api/keys'",
      "import { x } from '../../site-audit/utils/x'",
      "import { y } from '../api/own'",
      "const z = () => import('@/lib/api-client')",
    ].join('\n')
    const file = 'features/rankings/components/screen.tsx'
    expect(importsOf(file, code).map(({ line, target }) => [line, target, breach(file, target) !== null])).toEqual([
      [1, 'features/projects/api/keys', true],
      [2, 'features/site-audit/utils/x', true],
      [3, 'features/rankings/api/own', false],
      [4, 'lib/api-client', false],
    ])
    expect(breach('components/frame.tsx', 'features/projects/types')).not.toBeNull()
    expect(breach('lib/keys.ts', 'app/routes')).not.toBeNull()
    expect(breach('app/routes.tsx', 'features/projects/components/projects-screen')).toBeNull()
  })

  it('holds in the console: features import only themselves and the shared layers', () => {
    const files = sourceFiles(SRC)
    const breaches: string[] = []
    let imports = 0
    for (const path of files) {
      const file = relative(SRC, path).replaceAll('\\', '/')
      for (const { line, spec, target } of importsOf(file, readFileSync(path, 'utf-8'))) {
        imports++
        const why = breach(file, target)
        if (why) breaches.push(`src/${file}:${line} imports '${spec}' (${why})`)
      }
    }
    expect(imports, 'the scan found the imports').toBeGreaterThan(500)
    expect(breaches).toEqual([])
  })
})

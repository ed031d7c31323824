/**
 * A build step: a brotli (`.br`) and a gzip (`.gz`) copy beside every hashed asset, which the server
 * (api/spa.py) sends to a browser that accepts it. Compressing once at build time lets it use the
 * slowest, smallest settings (brotli 11, gzip 9) that a server compressing each answer could not
 * afford. Node's own zlib does both: no dependency.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

// text formats; images and fonts are compressed already
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|map)$/
// below this a compressed copy saves less than its own request headers
const MIN_SIZE = 1024

function compressCopies(data: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipped(data, { level: constants.Z_BEST_COMPRESSION }),
  ])
}

export function precompress(): Plugin {
  let outDir = ''
  let assetsDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      assetsDir = config.build.assetsDir
    },
    async writeBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => name.startsWith(`${assetsDir}/`) && COMPRESSIBLE.test(name))
      await Promise.all(
        names.map(async (name) => {
          const path = join(outDir, name)
          const data = await readFile(path)
          if (data.length < MIN_SIZE) return
          const [br, gz] = await compressCopies(data)
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        }),
      )
    },
  }
}

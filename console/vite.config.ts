import { readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { precompress } from './build/precompress'

// The console is built for one API version: the `version` server event is compared with this one
// to offer a refresh after a deploy. The API's version lives in api/core/config.py.
const apiConfig = readFileSync(new URL('../api/core/config.py', import.meta.url), 'utf-8')
const appVersion = /^APP_VERSION = "([^"]+)"/m.exec(apiConfig)?.[1] ?? '0.0.0'

export default defineConfig({
  plugins: [
    react(),
    { name: 'app-version', transformIndexHtml: (html) => html.replaceAll('%APP_VERSION%', appVersion) },
    // a .br and a .gz beside every hashed asset, sent by api/spa.py
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8000' },
    // the validation texts are shared with the API (api/<area>/messages.json)
    fs: { allow: ['..'] },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // one chunk per interface language (src/lib/i18n.ts fetches the one shown), one for the
            // API's messages
            { name: (id) => /\/src\/locales\/([^/]+)\/[^/]+\.json$/.exec(id)?.[1].replace(/^/, 'locale-') ?? null },
            { name: (id) => (/\/api\/[^/]+\/messages\.json$/.test(id) ? 'server-messages' : null) },
          ],
        },
      },
    },
  },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/app/test-setup.ts'] },
})

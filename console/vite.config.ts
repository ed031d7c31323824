import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { precompress } from './build/precompress'

// The console is built for one API version: the `version` server event is compared with this one
// to offer a refresh after a deploy. The API's version lives in api/core/config.py.
const apiConfig = readFileSync(new URL('../api/core/config.py', import.meta.url), 'utf-8')
const appVersion = /^APP_VERSION = "([^"]+)"/m.exec(apiConfig)?.[1] ?? '0.0.0'
// i18n's namespaces, known before any language's texts arrive (every language has the same files)
const namespaces = readdirSync(new URL('./src/locales/zh-TW', import.meta.url))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))

/** Modules of these node_modules packages (or paths inside them: `antd/es/style`). */
function packages(...names: string[]): RegExp {
  return new RegExp(`node_modules[\\\\/](${names.map((name) => name.replaceAll('/', '[\\\\/]')).join('|')})[\\\\/]`)
}

export default defineConfig({
  plugins: [
    react(),
    { name: 'app-version', transformIndexHtml: (html) => html.replaceAll('%APP_VERSION%', appVersion) },
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(appVersion), __LOCALE_NAMESPACES__: JSON.stringify(namespaces) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // ws: the SEO writer's co-editing socket (/api/writers/collab) goes through the same proxy
    proxy: { '/api': { target: 'http://127.0.0.1:8000', ws: true } },
    // the validation texts are shared with the API (api/<area>/messages.json)
    fs: { allow: ['..'] },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Few, larger chunks for the first screen (one request each; brotli packs a large file better):
        // the libraries every screen runs, then AG Grid and Recharts each in one chunk fetched only by
        // the screens that draw a grid or a chart, antd's shared core and its components used by most
        // screens, the icons and the app's own shared code. A component used by a few screens, and each
        // screen's own code, stay in Rolldown's chunks per route (route-level lazy loading).
        codeSplitting: {
          groups: [
            // one chunk per interface language (src/lib/i18n.ts fetches the one shown), one for the
            // API's messages
            { name: (id) => /\/src\/locales\/([^/.]+)(\/[^/]+\.json|\.ts)$/.exec(id)?.[1].replace(/^/, 'locale-') ?? null },
            { name: (id) => (/(\/api\/[^/]+\/messages\.json|\/src\/lib\/server-messages\.ts)$/.test(id) ? 'server-messages' : null) },
            {
              name: 'vendor-react',
              // react-is and clsx too: antd and Recharts share them, and a group takes its modules'
              // dependencies along (the entry would otherwise import the charts chunk for them)
              test: packages('react', 'react-dom', 'react-is', 'scheduler', 'react-router', 'react-router-dom',
                '@tanstack', 'i18next', 'react-i18next', 'use-sync-external-store', 'cookie', 'set-cookie-parser', 'clsx'),
              priority: 30,
            },
            { name: 'vendor-grid', test: packages('ag-grid-community', 'ag-grid-react', 'ag-stack'), priority: 20 },
            {
              name: 'vendor-charts',
              test: packages('recharts', 'd3-[^/]+', 'victory-vendor', '@reduxjs', 'immer', 'reselect', 'redux',
                'react-redux', 'decimal\\.js-light', 'internmap', 'eventemitter3', 'tiny-invariant'),
              priority: 20,
            },
            {
              name: 'vendor-antd-core',
              test: packages('antd/es/(_util|style|theme|config-provider|locale|version)',
                '@rc-component/(util|motion|resize-observer|portal|context)',
                '@ant-design/(cssinjs|cssinjs-utils|fast-color|colors|icons/es/(components|utils))',
                '@babel', 'stylis', '@emotion', 'throttle-debounce', 'dayjs'),
              priority: 16,
            },
            { name: 'icons', test: packages('@ant-design/icons', '@ant-design/icons-svg'), minShareCount: 2, priority: 15 },
            // antd components that at least 30 route chunks use (buttons, grid, typography, spinners…): more
            // would put components the sign-in page does not show in the initial download
            { name: 'vendor-antd', test: packages('antd', '@rc-component'), minShareCount: 30, priority: 14 },
            { name: 'app-core', test: /[\\/]console[\\/]src[\\/]((lib|types)[\\/]|features[\\/][^/]+[\\/](api|utils|types|hooks)[\\/])/, minShareCount: 2, priority: 5 },
          ],
        },
      },
    },
  },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/app/test-setup.ts'] },
})

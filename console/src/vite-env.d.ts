/// <reference types="vite/client" />

/** The API version this console was built with (api/core/config.py APP_VERSION). */
declare const __APP_VERSION__: string

/** The console's i18n namespaces: the files of src/locales/zh-TW (vite.config.ts). */
declare const __LOCALE_NAMESPACES__: string[]

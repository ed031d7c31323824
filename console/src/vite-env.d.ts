/// <reference types="vite/client" />

/** The API version this console was built with (api/core/config.py APP_VERSION). */
declare const __APP_VERSION__: string

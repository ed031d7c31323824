// Every namespace of this language in one module: i18n fetches it as one chunk, one request.
export default import.meta.glob<Record<string, unknown>>('./zh-TW/*.json', { eager: true, import: 'default' })

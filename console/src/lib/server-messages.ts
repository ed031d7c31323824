// The API's message files (api/<area>/messages.json and api/<area>/<part>/messages.json) in one module: i18n fetches them as one chunk,
// one request, not one per file.
type ServerMessages = Record<string, Partial<Record<string, string>>>

export const serverMessageFiles = Object.values(
  import.meta.glob<ServerMessages>('../../../api/**/messages.json', { eager: true, import: 'default' }),
)

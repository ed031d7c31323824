/**
 * The FAQ JSON-LD generator's rule (it needs no server): question and answer pairs as a schema.org
 * `FAQPage` (https://schema.org/FAQPage; Google's FAQ structured data: `mainEntity` holds `Question`s,
 * each with its `name` and one `acceptedAnswer` `Answer` with its `text`), the `<script>` tag to paste,
 * and a validator that reads the tag back as a search engine would.
 */

export const MAX_FAQ_ITEMS = 50
export const MAX_QUESTION_CHARS = 300
export const MAX_ANSWER_CHARS = 5000

export interface FaqItem {
  question: string
  answer: string
}

export type FaqIssue =
  | { code: 'itemsRequired'; row?: undefined; params?: undefined }
  | { code: 'tooManyItems'; row?: undefined; params: { max: number } }
  | { code: 'questionRequired' | 'answerRequired'; row: number; params?: undefined }
  | { code: 'questionTooLong'; row: number; params: { max: number } }
  | { code: 'answerTooLong'; row: number; params: { max: number } }
  | { code: 'duplicateQuestion'; row: number; params: { first: number } }

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

/** What is wrong with the pairs; rows are numbered from 1. Rows left wholly empty are ignored. */
export function faqIssues(items: FaqItem[]): FaqIssue[] {
  const issues: FaqIssue[] = []
  const rows = items.map((item, index) => ({ row: index + 1, question: clean(item.question), answer: item.answer.trim() }))
  const used = rows.filter((item) => item.question || item.answer)
  if (used.length === 0) return [{ code: 'itemsRequired' }]
  if (used.length > MAX_FAQ_ITEMS) issues.push({ code: 'tooManyItems', params: { max: MAX_FAQ_ITEMS } })
  const firstRow = new Map<string, number>()
  for (const { row, question, answer } of used) {
    if (!question) issues.push({ code: 'questionRequired', row })
    else if (question.length > MAX_QUESTION_CHARS) issues.push({ code: 'questionTooLong', row, params: { max: MAX_QUESTION_CHARS } })
    if (!answer) issues.push({ code: 'answerRequired', row })
    else if (answer.length > MAX_ANSWER_CHARS) issues.push({ code: 'answerTooLong', row, params: { max: MAX_ANSWER_CHARS } })
    const key = question.normalize('NFKC').toLowerCase()
    if (question && firstRow.has(key)) issues.push({ code: 'duplicateQuestion', row, params: { first: firstRow.get(key)! } })
    else if (question) firstRow.set(key, row)
  }
  return issues
}

/** The `FAQPage` object of the non-empty pairs, in order. */
export function faqPage(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items
      .map((item) => ({ question: clean(item.question), answer: item.answer.trim() }))
      .filter((item) => item.question && item.answer)
      .map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
  }
}

/**
 * The tag to paste into a page's HTML. `<` is written `\u003c` (the same JSON), so an answer holding
 * `</script>` cannot end the tag early.
 */
export function faqScript(items: FaqItem[]): string {
  const json = JSON.stringify(faqPage(items), null, 2).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">\n${json}\n</script>`
}

export type JsonLdProblem = 'notJson' | 'context' | 'type' | 'mainEntity' | 'question' | 'answer'

const nonEmptyString = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** What keeps `script` (a tag from `faqScript`, or pasted JSON) from being a valid FAQPage; [] when it is one. */
export function validateFaqJsonLd(script: string): JsonLdProblem[] {
  const json = script.replace(/^\s*<script[^>]*>/i, '').replace(/<\/script>\s*$/i, '')
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    return ['notJson']
  }
  const page = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  const problems: JsonLdProblem[] = []
  if (typeof page['@context'] !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(page['@context'])) problems.push('context')
  if (page['@type'] !== 'FAQPage') problems.push('type')
  const entities = page.mainEntity
  if (!Array.isArray(entities) || entities.length === 0) return [...problems, 'mainEntity']
  for (const entity of entities as Record<string, unknown>[]) {
    if (entity?.['@type'] !== 'Question' || !nonEmptyString(entity.name)) problems.push('question')
    const answer = entity?.acceptedAnswer as Record<string, unknown> | undefined
    if (answer?.['@type'] !== 'Answer' || !nonEmptyString(answer.text)) problems.push('answer')
  }
  return [...new Set(problems)]
}

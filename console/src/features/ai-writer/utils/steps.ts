import type { AiArticle } from '../api/ai-writer'

/** The wizard's steps, in order: inputs, title, description, section titles, paragraphs. */
export const STEPS = ['inputs', 'title', 'description', 'sections', 'paragraphs'] as const
export type Step = (typeof STEPS)[number]

/** The step an article is at: the first whose output is missing (SPEC §5: a title must be chosen, the
 * description and every paragraph must not be empty, at least one section title). */
export function currentStep(article: AiArticle | undefined): Step {
  if (!article) return 'inputs'
  if (!article.title) return 'title'
  if (!article.description) return 'description'
  if (!article.sections.length) return 'sections'
  return 'paragraphs'
}

/** The article as plain text, for the clipboard's text form. */
export function articleText(article: { title: string; description: string; sections: { title: string; paragraph?: string | null }[] }): string {
  return [article.title, article.description, ...article.sections.flatMap((s) => [s.title, s.paragraph ?? ''])]
    .filter(Boolean)
    .join('\n\n')
}

/** The sensitive-word check's server calls (api/writers/compliance/routes.py). */
import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { components } from '@/lib/api-schema'

export type CategoriesOut = components['schemas']['CategoriesOut']
export type MainCategory = components['schemas']['MainCategoryOut']
export type ComplyIn = components['schemas']['ComplyIn']
export type ComplyOut = components['schemas']['ComplyOut']
export type Finding = components['schemas']['FindingOut']

/** The category tree (names in four languages) and the choice's limits; the same for every user. */
export function useComplyCategories() {
  return useQuery({
    queryKey: ['text-comply', 'categories'],
    queryFn: () => api.get<CategoriesOut>('/text_comply/categories'),
    staleTime: Infinity,
  })
}

/** One check of a document's HTML: one use of the month's `text_comply`. */
export function useTextComply() {
  return useMutation({ mutationFn: (body: ComplyIn) => api.post<ComplyOut>('/text_comply', body) })
}

/** The check and the configured model's semantic review of what no list reads (findings with `source: 'ai'`):
 * one use of `text_comply`, plans with the AI generator only. */
export function useTextComplyReview() {
  return useMutation({ mutationFn: (body: ComplyIn) => api.post<ComplyOut>('/text_comply/review', body) })
}

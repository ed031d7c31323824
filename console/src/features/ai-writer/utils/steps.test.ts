import { describe, expect, it } from 'vitest'
import type { AiArticle } from '../api/ai-writer'
import { articleText, currentStep } from './steps'

const article = (fields: Partial<AiArticle>) => ({ title: null, description: null, sections: [], ...fields }) as AiArticle

describe('currentStep', () => {
  it('is the first step whose output is missing', () => {
    expect(currentStep(undefined)).toBe('inputs')
    expect(currentStep(article({ title_options: ['a'] }))).toBe('title')
    expect(currentStep(article({ title: '標題' }))).toBe('description')
    expect(currentStep(article({ title: '標題', description: '描述' }))).toBe('sections')
    expect(
      currentStep(article({ title: '標題', description: '描述', sections: [{ title: '一', words: [], paragraph: null }] })),
    ).toBe('paragraphs')
  })
})

describe('articleText', () => {
  it('puts title, description, each section title and paragraph apart', () => {
    expect(
      articleText({ title: 'T', description: 'D', sections: [{ title: 'S1', paragraph: 'P1' }, { title: 'S2', paragraph: null }] }),
    ).toBe('T\n\nD\n\nS1\n\nP1\n\nS2')
  })
})

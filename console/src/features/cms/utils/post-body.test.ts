import { describe, expect, it } from 'vitest'
import { documentImages, hasContent, postBody, type PostFormValues } from './post-body'

const values = (changes: Partial<PostFormValues> = {}): PostFormValues => ({
  category_ids: [],
  status: 'draft',
  slug: '',
  title: ' 保濕精華推薦 ',
  content_html: '<p>內文</p>',
  ...changes,
})

describe('postBody', () => {
  it('leaves blank optional fields out and trims the title', () => {
    expect(postBody(values())).toEqual({ title: '保濕精華推薦', content_html: '<p>內文</p>', status: 'draft' })
  })

  it('sends the time only for a scheduled post', () => {
    const date = { toISOString: () => '2026-12-01T02:00:00.000Z' }
    expect(postBody(values({ status: 'future', date })).date).toBe('2026-12-01T02:00:00.000Z')
    expect(postBody(values({ status: 'publish', date })).date).toBeUndefined()
  })

  it('carries the slug, categories, featured image and the document it came from', () => {
    const body = postBody(
      values({ slug: ' serum ', category_ids: [11, 12], featured_image_url: 'https://img.example.com/a.png' }),
      { kind: 'seo_writer', id: 7 },
    )
    expect(body).toMatchObject({
      slug: 'serum',
      category_ids: [11, 12],
      featured_image_url: 'https://img.example.com/a.png',
      source: { kind: 'seo_writer', id: 7 },
    })
  })
})

describe('hasContent', () => {
  it.each([
    ['<p>內文</p>', true],
    ['<p> </p><p>&nbsp;</p>', false],
    ['', false],
    ['<p><img src="https://img.example.com/a.png" alt="封面"></p>', true],
  ])('%s → %s', (html, expected) => expect(hasContent(html)).toBe(expected))
})

describe('documentImages', () => {
  it('lists the fetchable pictures once each, in order', () => {
    const html =
      '<img src="https://a.example.com/1.png"><img src="data:image/png;base64,AAAA"><img src="/local.png">' +
      '<img src="https://a.example.com/2.jpg"><img src="https://a.example.com/1.png">'
    expect(documentImages(html)).toEqual(['https://a.example.com/1.png', 'https://a.example.com/2.jpg'])
  })
})

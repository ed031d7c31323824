import type { CmsPostSource, NewCmsPost } from '../api/posts'

/** The post form's values, as antd keeps them. */
export interface PostFormValues {
  site?: number
  category_ids: number[]
  status: NewCmsPost['status']
  /** the publish time of a scheduled post, in the browser's time zone */
  date?: { toISOString(): string } | null
  slug: string
  title: string
  content_html: string
  featured_image_url?: string | null
}

/** The request body of POST /cms/sites/{id}/posts: blank optional fields left out, the time only for a
 * scheduled post (sent with its offset: the server stores it in UTC and WordPress shows it in its own zone). */
export function postBody(values: PostFormValues, source?: CmsPostSource): NewCmsPost {
  const slug = values.slug.trim()
  return {
    title: values.title.trim(),
    content_html: values.content_html,
    status: values.status,
    ...(values.status === 'future' && values.date ? { date: values.date.toISOString() } : {}),
    ...(slug ? { slug } : {}),
    ...(values.category_ids.length ? { category_ids: values.category_ids } : {}),
    ...(values.featured_image_url ? { featured_image_url: values.featured_image_url } : {}),
    ...(source ? { source } : {}),
  }
}

/** SPEC §5 "title and content are required": empty paragraphs are not content, a picture is. */
export function hasContent(html: string): boolean {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  return Boolean(body.textContent?.trim()) || body.querySelector('img') !== null
}

/** The document's pictures that can be fetched (absolute http(s) addresses), in order, once each: the
 * featured image's choices. */
export function documentImages(html: string): string[] {
  const found = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img[src]')]
    .map((image) => image.getAttribute('src')?.trim() ?? '')
    .filter((src) => /^https?:\/\//i.test(src))
  return [...new Set(found)]
}

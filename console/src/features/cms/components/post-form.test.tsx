import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { CmsPost } from '../api/posts'
import type { CmsSite } from '../api/sites'
import { PostForm } from './post-form'
import { SiteFormModal } from './site-form-modal'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}))

afterEach(cleanup)

beforeEach(() => {
  for (const fn of [api.get, api.post, api.patch, api.delete]) vi.mocked(fn).mockReset()
  void i18n.changeLanguage('en')
})

const SITE: CmsSite = {
  id: 3,
  type: 'wordpress',
  name: '美妝保養部落格',
  url: 'https://blog.example.com',
  api_url: 'https://blog.example.com/wp-json/',
  username: 'editor',
  wp_user_name: '陳編輯',
  verified_at: '2026-11-27T10:00:00Z',
  created_at: '2026-11-27T10:00:00Z',
}
const POSTED: CmsPost = {
  id: 1,
  cms_site_id: 3,
  site_name: SITE.name,
  remote_id: 100,
  link: 'https://blog.example.com/2026/serum/',
  status: 'publish',
  title: '保濕精華推薦',
  source_kind: 'seo_writer',
  source_id: 7,
  created_at: '2026-11-27T10:00:00Z',
}
const CONTENT = '<p>乾燥肌膚適合含玻尿酸的精華液。</p><img src="https://img.example.com/cover.png" alt="封面">'

function show(element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{element}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

function answerReads() {
  vi.mocked(api.get).mockImplementation(async (path) => {
    if (path === '/cms/sites') return { data: [SITE] }
    if (path === '/cms/sites/3/categories') return { data: [{ id: 11, name: '保養心得', parent: 0 }] }
    throw new Error(`unexpected GET ${path}`)
  })
}

async function pick(label: string, option: string) {
  const field = screen.getByLabelText(label)
  fireEvent.mouseDown(field)
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((node) => node.textContent === option)
    if (!found) throw new Error(`no option ${option}`)
    return found
  })
  fireEvent.click(item)
}

describe('PostForm', { timeout: 30_000 }, () => {
  it('posts the document to the chosen site with its category and featured image, then shows the link', async () => {
    answerReads()
    vi.mocked(api.post).mockResolvedValue(POSTED)
    const onPosted = vi.fn()
    show(
      <PostForm draft={{ title: '保濕精華推薦', content_html: CONTENT, source: { kind: 'seo_writer', id: 7 } }} onPosted={onPosted} />,
    )
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/cms/sites'))
    await pick('Site', `${SITE.name} · ${SITE.url}`)
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/cms/sites/3/categories'))
    await pick('Category', '保養心得')
    await pick('Featured image', 'https://img.example.com/cover.png')
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/cms/sites/3/posts', {
        title: '保濕精華推薦',
        content_html: CONTENT,
        status: 'publish',
        category_ids: [11],
        featured_image_url: 'https://img.example.com/cover.png',
        source: { kind: 'seo_writer', id: 7 },
      }),
    )
    expect(await screen.findByText('The article is published')).toBeTruthy()
    expect(screen.getByTestId('cms-post-link').getAttribute('href')).toBe(POSTED.link)
    expect(screen.getByTestId('cms-post-status').textContent).toBe('Published')
    expect(onPosted).toHaveBeenCalledWith(POSTED)
  })

  it('asks for a site, a title and content before sending anything (SPEC §5)', async () => {
    answerReads()
    show(<PostForm draft={{ title: ' ', content_html: '<p> </p>' }} />)
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/cms/sites'))
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(screen.getAllByText('is required')).toHaveLength(3))
    expect(api.post).not.toHaveBeenCalled()
  })

  it('says "Publish failed" with the server’s reason', async () => {
    answerReads()
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(400, 'cms.not_json', 'The site answered with a web page instead of the WordPress API’s JSON', []),
    )
    show(<PostForm draft={{ title: '標題', content_html: '<p>內文</p>' }} />)
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/cms/sites'))
    await pick('Site', `${SITE.name} · ${SITE.url}`)
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    const alert = await screen.findByTestId('cms-post-error')
    expect(within(alert).getByText('Publish failed')).toBeTruthy()
    expect(within(alert).getByText(/instead of the WordPress API/)).toBeTruthy()
  })

  it('sends to the site list when no site is connected', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: [] })
    show(<PostForm />)
    expect(await screen.findByText('No WordPress site connected yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add a site' }).getAttribute('href')).toBe('/cms')
  })
})

describe('SiteFormModal', { timeout: 30_000 }, () => {
  it('shows why the connection failed under the field at fault', async () => {
    const reason = 'WordPress refused the username or application password (401); check them and enter them again'
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(422, 'cms.unauthorized', reason, [{ field: 'application_password', code: 'cms.unauthorized', message: reason }]),
    )
    show(<SiteFormModal open onClose={() => {}} />)
    fireEvent.change(await screen.findByLabelText('Site URL'), { target: { value: 'https://blog.example.com' } })
    fireEvent.change(screen.getByLabelText('WordPress username'), { target: { value: 'editor' } })
    fireEvent.change(screen.getByLabelText('Application password'), { target: { value: 'wrong' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify and save' }))
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/cms/sites', {
        name: '',
        url: 'https://blog.example.com',
        username: 'editor',
        application_password: 'wrong',
      }),
    )
    expect(await screen.findByText(reason)).toBeTruthy()
  })
})

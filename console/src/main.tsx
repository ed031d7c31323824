import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppProvider } from './app/provider'
import { router } from './app/router'
import { setUnauthorizedHandler } from './lib/api-client'
import { signInPath } from './lib/auth-redirect'
import { userQueryKey, userQueryOptions } from './lib/auth'
import { reloadForFailedChunk } from './lib/chunk-reload'
import { i18n } from './lib/i18n'
import { applyLocale, browserLocale } from './lib/locale-preference'
import { queryClient } from './lib/query-client'
import './styles.css'

// who is signed in, asked while the texts below arrive rather than after the first render
void queryClient.prefetchQuery(userQueryOptions)

// the first screen's texts: only the visitor's language is fetched
const locale = browserLocale()
applyLocale(locale)
await i18n.changeLanguage(locale)

// a 401 on any call: the session is gone, so sign in again and come back here
setUnauthorizedHandler(() => {
  const { pathname, search } = router.state.location
  queryClient.setQueryData(userQueryKey, null)
  if (!pathname.startsWith('/auth')) void router.navigate(signInPath({ pathname, search }), { replace: true })
})

// a chunk preloaded by Vite that no longer exists after a deploy
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForFailedChunk()) event.preventDefault()
})

document.title = i18n.t('common:app.title')

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
)

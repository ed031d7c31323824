import { useSyncExternalStore } from 'react'

// People who ask their system for less motion (vestibular disorders, WCAG 2.3.3) get none of antd's
// zooms and slides; the end-to-end tests ask too, so no click lands on a dialog that is still moving.
const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches)
}

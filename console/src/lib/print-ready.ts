import { useEffect, useState } from 'react'

/**
 * Whether a page the server's Chromium prints (api/core/page_pdf.py) is ready: once its data is `loaded`,
 * the fonts are in and two frames have been drawn (charts included). The page sets
 * `data-pdf-ready="true"` on its root from this, which the printer waits for.
 */
export function usePrintReady(loaded: boolean): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!loaded) return
    let cancelled = false
    let frame = 0
    void document.fonts.ready.then(() => {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (!cancelled) setReady(true)
        })
      })
    })
    return () => {
      cancelled = true
      cancelAnimationFrame(frame)
      setReady(false)
    }
  }, [loaded])
  return ready
}

import { useEffect, useState, useSyncExternalStore } from 'react'
import { requestProgress } from '@/lib/request-progress'
import styles from './request-progress-bar.module.css'

type Phase = 'idle' | 'running' | 'finishing'

/** A thin bar at the top of the window while API requests are in flight; red when one failed. */
export function RequestProgressBar() {
  const { active, failed } = useSyncExternalStore(requestProgress.subscribe, requestProgress.get)
  const [phase, setPhase] = useState<Phase>('idle')
  const [width, setWidth] = useState(0)

  useEffect(() => {
    if (active > 0) {
      setPhase('running')
      // creep towards 90 % while waiting: quick at first, slower as it goes
      const timer = window.setInterval(() => setWidth((w) => (w < 90 ? w + (90 - w) * 0.1 : w)), 200)
      setWidth((w) => Math.max(w, 15))
      return () => window.clearInterval(timer)
    }
    setPhase((current) => (current === 'running' ? 'finishing' : current))
    setWidth((w) => (w > 0 ? 100 : 0))
    const timer = window.setTimeout(() => {
      setPhase('idle')
      setWidth(0)
    }, 400)
    return () => window.clearTimeout(timer)
  }, [active])

  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-hidden={phase === 'idle'}
      data-failed={failed || undefined}
      style={{ width: `${width}%`, opacity: phase === 'idle' ? 0 : 1 }}
    />
  )
}

import styles from './site-avatar.module.css'

const HUES = [186, 210, 160, 262, 24, 338, 45]

/** A project's initial on a colour picked from its domain, so each card is recognisable at a glance. */
export function SiteAvatar({ name, domain, size = 44 }: { name: string; domain: string; size?: number }) {
  const hue = HUES[[...domain].reduce((sum, ch) => sum + ch.codePointAt(0)!, 0) % HUES.length]
  const initial = [...(name.trim() || domain)][0]?.toUpperCase() ?? '?'
  return (
    <span
      className={styles.avatar}
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        background: `hsl(${hue} 70% 94%)`,
        color: `hsl(${hue} 65% 32%)`,
      }}
    >
      {initial}
    </span>
  )
}

/** The RankLens mark (a lens over rising ranking bars) and word mark. */
export function LogoMark({ size = 32, inverse = false }: { size?: number; inverse?: boolean }) {
  const tile = inverse ? '#ffffff' : '#00b1c8'
  const bars = inverse ? '#00a3b9' : '#ffffff'
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={tile} />
      <rect x="7" y="17" width="4" height="8" rx="1.5" fill={bars} opacity="0.7" />
      <rect x="14" y="12" width="4" height="13" rx="1.5" fill={bars} opacity="0.85" />
      <rect x="21" y="7" width="4" height="18" rx="1.5" fill={bars} />
    </svg>
  )
}

export function Logo({ size = 32, collapsed = false, inverse = false }: { size?: number; collapsed?: boolean; inverse?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <LogoMark size={size} inverse={inverse} />
      {!collapsed && (
        <span
          style={{
            fontSize: size * 0.62,
            fontWeight: 700,
            letterSpacing: '-0.01em',
            color: inverse ? '#ffffff' : '#0f2a3a',
            whiteSpace: 'nowrap',
          }}
        >
          Rank<span style={{ color: inverse ? '#bff4fb' : '#00b1c8' }}>Lens</span>
        </span>
      )}
    </span>
  )
}

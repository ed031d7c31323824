/** The desktop-only notice: once per browser session, on screens under 600 × 800. */
export const DESKTOP_ALERT_KEY = 'desktop_alert_shown'

export function isSmallScreen(width: number, height: number): boolean {
  return width < 600 && height < 800
}

/** True when the notice should show now; it also records that it was shown for this session. */
export function takeDesktopAlert(storage: Storage, width: number, height: number): boolean {
  if (!isSmallScreen(width, height) || storage.getItem(DESKTOP_ALERT_KEY)) return false
  storage.setItem(DESKTOP_ALERT_KEY, '1')
  return true
}

import { describe, expect, it } from 'vitest'
import { DESKTOP_ALERT_KEY, isSmallScreen, takeDesktopAlert } from './desktop-only'

describe('desktop-only alert', () => {
  it('is for screens under 600 wide and 800 high', () => {
    expect(isSmallScreen(599, 799)).toBe(true)
    expect(isSmallScreen(600, 700)).toBe(false)
    expect(isSmallScreen(500, 800)).toBe(false)
  })

  it('shows once per session', () => {
    window.sessionStorage.removeItem(DESKTOP_ALERT_KEY)
    expect(takeDesktopAlert(window.sessionStorage, 1440, 900)).toBe(false)
    expect(takeDesktopAlert(window.sessionStorage, 390, 700)).toBe(true)
    expect(takeDesktopAlert(window.sessionStorage, 390, 700)).toBe(false)
  })
})

import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { SaveAlert, SaveTag } from './save-status'

afterEach(cleanup)
beforeEach(() => void i18n.changeLanguage('en'))

describe('the editor save status', () => {
  it('names each autosave state', () => {
    const { rerender } = render(<SaveTag state="pending" savedAt="2026-11-27T08:30:00Z" />)
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    rerender(<SaveTag state="saving" savedAt="2026-11-27T08:30:00Z" />)
    expect(screen.getByText('Saving…')).toBeTruthy()
    rerender(<SaveTag state="offline" savedAt="2026-11-27T08:30:00Z" />)
    expect(screen.getByText('Offline — will retry')).toBeTruthy()
    rerender(<SaveTag state="saved" savedAt="2026-11-27T08:30:05Z" />)
    expect(screen.getByText(/^Saved \d\d:\d\d:05$/)).toBeTruthy()
  })

  it('warns that the network is unstable (SPEC §8: edits may not save; back up)', () => {
    render(<SaveAlert state="offline" error={new ApiError(0, 'network.failed', 'offline')} onReload={() => undefined} />)
    expect(screen.getByText('The network is unstable')).toBeTruthy()
    expect(screen.getByText(/may not be saved.*back up your content/)).toBeTruthy()
  })

  it("shows the server's conflict text with a way to load the latest version", () => {
    const reload = vi.fn()
    const conflict = new ApiError(409, 'writer.version_conflict', 'Failed to save content: this document was changed in another window')
    render(<SaveAlert state="conflict" error={conflict} onReload={reload} />)
    expect(screen.getByText(/^Failed to save content: this document was changed/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Load the latest version' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('shows nothing while saving goes well', () => {
    const { container } = render(<SaveAlert state="saved" error={null} onReload={() => undefined} />)
    expect(container.textContent).toBe('')
  })
})

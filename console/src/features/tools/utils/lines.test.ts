import { describe, expect, it } from 'vitest'
import * as lines from './lines'

describe('the tools line counting', () => {
  it('count lines as the server splits them', () => {
    expect(lines.lineCount('')).toBe(0)
    expect(lines.lineCount('台北\n高雄\n')).toBe(2)
    expect(lines.lineCount('台北\r\n\r\n高雄')).toBe(3)
  })
})

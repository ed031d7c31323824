import { describe, expect, it } from 'vitest'
import checkSource from '../../../../../api/tools/on_page_check.py?raw'
import serviceSource from '../../../../../api/tools/service.py?raw'
import * as limits from './limits'

const serverValue = (source: string, name: string) => Number(new RegExp(`^${name} = ([\\d_]+)`, 'm').exec(source)?.[1].replace(/_/g, ''))

describe('the tools input limits', () => {
  it('are the server limits', () => {
    expect(limits.TEXT_MAX_CHARS).toBe(serverValue(serviceSource, 'TEXT_MAX_CHARS'))
    expect(limits.LIST_MAX_LINES).toBe(serverValue(serviceSource, 'LIST_MAX_LINES'))
    expect(limits.LINE_MAX_CHARS).toBe(serverValue(serviceSource, 'LINE_MAX_CHARS'))
    expect(limits.SEED_MAX_CHARS).toBe(serverValue(serviceSource, 'SEED_MAX_CHARS'))
    expect(limits.ON_PAGE_MAX_KEYWORDS).toBe(serverValue(checkSource, 'MAX_KEYWORDS'))
  })

  it('count lines as the server splits them', () => {
    expect(limits.lineCount('')).toBe(0)
    expect(limits.lineCount('台北\n高雄\n')).toBe(2)
    expect(limits.lineCount('台北\r\n\r\n高雄')).toBe(3)
  })
})

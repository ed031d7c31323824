/**
 * The console's early checks, read from the server's rules document (GET /constants `project_rules`):
 * where they decide, the expected values were produced by the Python functions
 * (api/projects/validation.py), so the wizard says before submitting what the server would say; what
 * they leave to the server (IDNA label rules) passes here and is refused by the server's field errors.
 */
import { describe, expect, it } from 'vitest'
import {
  checkKeywords,
  competitorForm,
  emailValue,
  noRepeatVal,
  notEqual,
  parseUrl,
  recipientForm,
  repeatedLineCount,
  RuleError,
  splitKeywords,
  textValue,
} from './project-validation'
import type { ProjectRules } from '@/types/api'
import { RULES } from './project-rules-fixture'

function outcome(rule: () => unknown): unknown {
  try {
    return rule()
  } catch (error) {
    if (error instanceof RuleError) return error.code
    throw error
  }
}

describe('parseUrl', () => {
  it.each<[string, boolean, [string, string, string] | string]>([
    ['example.com', false, ['https://example.com', 'example.com', 'example.com']],
    ['example.com', true, 'project.url_invalid'],
    ['https://example.com/', true, ['https://example.com', 'example.com', 'example.com']],
    ['http://www.example.com/blog/', true, ['http://www.example.com/blog', 'example.com', 'example.com/blog']],
    ['HTTPS://WWW.Example.COM', true, ['https://www.example.com', 'example.com', 'example.com']],
    ['ftp://example.com', true, 'project.url_invalid'],
    ['ftp://example.com', false, 'project.domain_invalid'],
    ['example', false, 'project.domain_invalid'],
    ['example.c', false, 'project.domain_invalid'],
    // suffix up to 6 characters without a protocol, up to 20 with one
    ['example.abcdef', false, ['https://example.abcdef', 'example.abcdef', 'example.abcdef']],
    ['example.abcdefg', false, 'project.domain_invalid'],
    ['example.abcdefghij', false, 'project.domain_invalid'],
    [
      'https://example.abcdefghijklmnopqrst',
      true,
      ['https://example.abcdefghijklmnopqrst', 'example.abcdefghijklmnopqrst', 'example.abcdefghijklmnopqrst'],
    ],
    ['https://example.abcdefghijklmnopqrstu', true, 'project.url_invalid'],
    // internationalized domains, typed in Unicode, in Punycode or with full-width punctuation: shown
    // as typed, compared in ASCII (the key), which the browser's URL parser gives
    ['例子.台灣', false, ['https://例子.台灣', '例子.台灣', 'xn--fsqu00a.xn--kpry57d']],
    ['https://中文.tw/路徑', true, ['https://中文.tw/路徑', '中文.tw', 'xn--fiq228c.tw/路徑']],
    ['xn--fiq228c.tw', false, ['https://xn--fiq228c.tw', 'xn--fiq228c.tw', 'xn--fiq228c.tw']],
    ['example.xn--kpry57d', false, ['https://example.xn--kpry57d', 'example.xn--kpry57d', 'example.xn--kpry57d']],
    ['https://牛肉麵.tw', true, ['https://牛肉麵.tw', '牛肉麵.tw', 'xn--11xm61acsx.tw']],
    ['ｅｘａｍｐｌｅ．ｃｏｍ', false, ['https://example.com', 'example.com', 'example.com']],
    ['https：／／example.com／a', true, ['https://example.com/a', 'example.com', 'example.com/a']],
    ['日本語。jp', false, ['https://日本語.jp', '日本語.jp', 'xn--wgv71a119e.jp']],
    ['ドメイン名例.jp', false, ['https://ドメイン名例.jp', 'ドメイン名例.jp', 'xn--eckwd4c7cu47r2wf.jp']],
    // ports, paths, queries and fragments are kept; trailing slashes dropped
    ['https://example.com:8080/x', true, ['https://example.com:8080/x', 'example.com', 'example.com:8080/x']],
    [
      'https://shop.example.co.jp/items?id=1',
      true,
      ['https://shop.example.co.jp/items?id=1', 'shop.example.co.jp', 'shop.example.co.jp/items?id=1'],
    ],
    ['https://a.b.c.d.example.com///', true, ['https://a.b.c.d.example.com', 'a.b.c.d.example.com', 'a.b.c.d.example.com']],
    ['http://example.com?x=1', true, ['http://example.com?x=1', 'example.com', 'example.com?x=1']],
    ['example.com#top', false, ['https://example.com#top', 'example.com', 'example.com#top']],
    ['example.com:abc', false, 'project.domain_invalid'],
    ['https://example.com/a b', true, 'project.url_invalid'],
    ['https://exa mple.com', true, 'project.url_invalid'],
    // paths with invisible or control characters
    ['https://example.com/a\u200bb', true, 'project.url_invalid'],
    ['https://example.com/a\x00', true, 'project.url_invalid'],
    ['https://example.com/\ue000', true, 'project.url_invalid'],
    ['https://example.com/é', true, ['https://example.com/é', 'example.com', 'example.com/é']],
    // a machine of one's own, where the server crawls private addresses
    ['http://127.0.0.1:8080', true, ['http://127.0.0.1:8080', '127.0.0.1', '127.0.0.1:8080']],
    ['http://localhost:3000/', true, ['http://localhost:3000', 'localhost', 'localhost:3000']],
    ['http://LocalHost:3000/blog/', true, ['http://localhost:3000/blog', 'localhost', 'localhost:3000/blog']],
    ['http://[::1]:8080', true, ['http://[::1]:8080', '[::1]', '[::1]:8080']],
    ['http://192.168.1.20/shop', true, ['http://192.168.1.20/shop', '192.168.1.20', '192.168.1.20/shop']],
    ['https://8.8.8.8.8', true, 'project.url_invalid'],
    // www is dropped from the domain only when something is left
    ['www.com', false, ['https://www.com', 'www.com', 'www.com']],
    ['www.example.com', false, ['https://www.example.com', 'example.com', 'example.com']],
    // label rules the console can apply: ASCII letters, digits and hyphens only (STD3), Punycode that decodes
    ['a_b.com', false, 'project.domain_invalid'],
    ['xn--.com', false, 'project.domain_invalid'],
    ['example.123', false, 'project.domain_invalid'],
    ['example..com', false, 'project.domain_invalid'],
    ['example.com.', false, 'project.domain_invalid'],
    ['user@example.com', false, 'project.domain_invalid'],
    ['', false, 'validation.required'],
    ['   ', true, 'validation.required'],
  ])('%s (protocol required: %s) → %j', (value, requireProtocol, expected) => {
    const found = outcome(() => {
      const parsed = parseUrl(value, RULES, { requireProtocol, allowPrivate: true })
      return [parsed.url, parsed.domain, parsed.key]
    })
    expect(found).toEqual(expected)
  })

  it('takes a host of up to 256 characters', () => {
    const label = 'a'.repeat(63)
    const host256 = `${label}.${label}.${label}.${'b'.repeat(60)}.com`
    expect(host256).toHaveLength(256)
    expect(outcome(() => parseUrl(`${host256}`, RULES, { requireProtocol: false }).host)).toBe(host256)
    expect(outcome(() => parseUrl(`c.${host256}`, RULES, { requireProtocol: false }))).toBe('project.domain_invalid')
  })

  it.each(['-ab.com', 'ab-.com', 'ab--cd.com', 'xn--zz-.com', 'ab・cd.jp', '😀.com', `${'a'.repeat(64)}.com`])(
    'leaves the IDNA label rules to the server: %s passes here',
    (value) => {
      expect(outcome(() => parseUrl(value, RULES, { requireProtocol: false }).url)).toBe(`https://${value.toLowerCase()}`)
    },
  )

  it('takes a local host only where the rules document allows private hosts', () => {
    expect(outcome(() => parseUrl('http://localhost:3000', RULES, { requireProtocol: true }))).toBe('project.url_private')
    expect(outcome(() => parseUrl('http://10.0.0.1', RULES, { requireProtocol: true }))).toBe('project.url_private')
    expect(outcome(() => parseUrl('http://localhost:3000', RULES, { requireProtocol: true, allowPrivate: true }).url)).toBe(
      'http://localhost:3000',
    )
  })

  it('reads its limits from the rules document', () => {
    const strict: ProjectRules = { ...RULES, suffix_max_without_protocol: 3, url_max_length: 25 }
    expect(outcome(() => parseUrl('example.com', strict, { requireProtocol: false }).url)).toBe('https://example.com')
    expect(outcome(() => parseUrl('example.shop', strict, { requireProtocol: false }))).toBe('project.domain_invalid')
    expect(outcome(() => parseUrl('example.shop', RULES, { requireProtocol: false }).url)).toBe('https://example.shop')
    expect(outcome(() => parseUrl('example.com/a-long-path', strict, { requireProtocol: false }))).toBe('validation.too_long')
  })
})

describe('noRepeatVal and notEqual', () => {
  it.each<[string, string[], boolean]>([
    ['example.com', ['example.com/'], false],
    ['example.com/', ['example.com'], false],
    ['example.com', ['example.org', 'other.com'], true],
    ['example.com', [], true],
  ])('noRepeatVal(%s, %j) is %s', (value, values, expected) => {
    expect(noRepeatVal(value, values)).toBe(expected)
  })

  it.each<[string, string, boolean]>([
    [' example.com/ ', 'example.com', false],
    ['example.com', ' example.com/', false],
    ['example.com', 'example.org', true],
  ])('notEqual(%j, %j) is %s', (value, other, expected) => {
    expect(notEqual(value, other)).toBe(expected)
  })
})

describe('textValue', () => {
  it.each<[string | null, number, string]>([
    ['  My site ', 100, 'My site'],
    ['', 100, 'validation.required'],
    [null, 100, 'validation.required'],
    ['台'.repeat(100), 100, '台'.repeat(100)],
    ['台'.repeat(101), 100, 'validation.too_long'],
    ['𠮷'.repeat(100), 100, '𠮷'.repeat(100)],
    // one line: whitespace runs become one space, control characters go
    ['  a\tb\nc ', 100, 'a b c'],
    ['\x00', 100, 'validation.required'],
  ])('%j (max %i) → %s', (value, max, expected) => {
    expect(outcome(() => textValue(value, max))).toBe(expected)
  })
})

describe('splitKeywords', () => {
  it.each<[string, string[]]>([
    ['台北 美食\n\n  台北   美食 \r\n東京　ラーメン\nＳＥＯ 工具\nseo 工具\nｶﾀｶﾅ\n', ['台北 美食', '東京 ラーメン', 'SEO 工具', 'カタカナ']],
    ['a\u2028b\x85c\fd', ['a', 'b', 'c', 'd']],
    ['', []],
    ['\n \n\t\n', []],
    ['台北美食', ['台北美食']],
    ['台北\x00美食\na \x00 b\n\x07\n', ['台北美食', 'a  b']],
  ])('%j → %j', (raw, expected) => {
    expect(splitKeywords(raw)).toEqual(expected)
  })

  it('counts the repeated lines that are added once', () => {
    expect(repeatedLineCount('a\nA\n\nb\na')).toBe(2)
  })
})

describe('checkKeywords', () => {
  function check(keywords: string[], tracked: string[], left: number, rules = RULES) {
    try {
      checkKeywords(keywords, tracked, left, rules)
      return null
    } catch (error) {
      if (error instanceof RuleError) return [error.code, error.params]
      throw error
    }
  }

  it('names every forbidden character found and the keywords holding them', () => {
    expect(check(['台北<美食>', '50%折扣', 'ok', 'a/b', 'c\\d', '$5', "it's", 'say "hi"'], [], 100)).toEqual([
      'project.keywords_forbidden',
      { chars: '< > % \\ / $ \' "', words: '台北<美食>, 50%折扣, a/b, c\\d, $5, it\'s, say "hi"' },
    ])
  })

  it('lists at most 10 offending keywords', () => {
    const words = Array.from({ length: 12 }, (_, i) => `k${i}%`)
    expect(check(words, [], 100)).toEqual([
      'project.keywords_forbidden',
      { chars: '%', words: `${words.slice(0, 10).join(', ')} …` },
    ])
  })

  it('takes the forbidden characters, the length and the listing from the rules document', () => {
    const rules: ProjectRules = { ...RULES, forbidden_keyword_chars: '#', keyword_max_length: 5, listed_words: 1 }
    expect(check(['a#b', 'c#', '50%'], [], 100, rules)).toEqual(['project.keywords_forbidden', { chars: '#', words: 'a#b …' }])
    expect(check(['50%', 'abcdef'], [], 100, rules)).toEqual([
      'project.keywords_too_long',
      { max: 5, words: 'abcdef' },
    ])
  })

  it.each<[string[], string[], number, unknown]>([
    [['東京ラーメン', 'SEO'], ['seo'], 10, ['project.keywords_exist', { words: 'SEO' }]],
    [['a', 'b', 'c'], [], 2, ['project.keywords_exceed', { left_count: 2 }]],
    [['a', 'b'], [], 2, null],
    [['字'.repeat(201)], [], 10, ['project.keywords_too_long', { max: 200, words: '字'.repeat(201) }]],
    [['字'.repeat(200)], [], 10, null],
    [['𠮷'.repeat(200)], [], 10, null],
    [['台北美食'], [], 0, ['project.keywords_exceed', { left_count: 0 }]],
  ])('%j with %j tracked and %i left → %j', (keywords, tracked, left, expected) => {
    expect(check(keywords, tracked, left)).toEqual(expected)
  })
})

describe('competitorForm', () => {
  it('refuses the own site, repeats and bad domains, and names the rest by domain', () => {
    const { valid, issues } = competitorForm(
      [
        { name: 'A', url: 'example.com' },
        { name: '', url: 'www.rival.com/' },
        { name: 'B', url: 'https://rival.com' },
        { name: 'C', url: 'not a url' },
        { name: 'D', url: 'shop.example.com' },
      ],
      'example.com',
      [],
      { required: true },
      RULES,
    )
    expect(valid.map((entry) => [entry.name, entry.url.url])).toEqual([
      ['rival.com', 'https://www.rival.com'],
      ['D', 'https://shop.example.com'],
    ])
    expect(issues.map((issue) => [issue.field, issue.code])).toEqual([
      ['competitors.0.url', 'project.same_as_site'],
      ['competitors.2.url', 'project.duplicate.competitor'],
      ['competitors.3.url', 'project.domain_invalid'],
    ])
  })

  it('needs one competitor when required', () => {
    expect(competitorForm([], 'x.com', [], { required: true }, RULES).issues).toEqual([
      { field: 'competitors', code: 'project.competitor_required', params: {} },
    ])
    expect(competitorForm([], 'x.com', [], { required: false }, RULES).issues).toEqual([])
  })

  it('compares domains in ASCII: a Unicode domain meets its Punycode spelling', () => {
    const { issues } = competitorForm(
      [{ url: 'xn--11xm61acsx.tw' }, { url: 'www.中文.tw' }],
      '牛肉麵.tw',
      ['中文.tw'],
      { required: true },
      RULES,
    )
    expect(issues.map((issue) => [issue.field, issue.code])).toEqual([
      ['competitors.0.url', 'project.same_as_site'],
      ['competitors.1.url', 'project.duplicate.competitor'],
    ])
  })

  it('checks against competitors already tracked', () => {
    const { issues } = competitorForm([{ url: 'www.b.com' }], 'x.com', ['b.com'], { required: true }, RULES)
    expect(issues.map((issue) => issue.code)).toEqual(['project.duplicate.competitor'])
  })

  it('limits names to 100 characters', () => {
    const { issues } = competitorForm([{ name: 'x'.repeat(101), url: 'b.com' }], 'x.com', [], { required: true }, RULES)
    expect(issues).toEqual([{ field: 'competitors.0.name', code: 'validation.too_long', params: {} }])
  })
})

describe('emailValue', () => {
  it.each<[string, string | null]>([
    ['a@example.com', 'a@example.com'],
    ['A.B+c@Example.COM', 'A.B+c@example.com'],
    ['用户@例子.中国', '用户@例子.中国'],
    ['a@例子.台灣', 'a@例子.台灣'],
    ['x@sub.example.co.jp', 'x@sub.example.co.jp'],
    ['a@b', null],
    ['a@b.test', null],
    ['a@x.local', null],
    ['me@localhost', null],
    ['a@123.456', null],
    ['a..b@example.com', null],
    ['.a@example.com', null],
    ['a b@example.com', null],
    ['@example.com', null],
    ['a@', null],
  ])('%s → %s', (value, expected) => {
    expect(outcome(() => emailValue(value, RULES))).toBe(expected ?? 'validation.email')
  })
})

describe('recipientForm', () => {
  it('drops blanks, refuses bad and repeated addresses, keeps the field index', () => {
    expect(recipientForm(['a@example.com', '', 'A@Example.com', 'bad', 'b@example.com'], RULES)).toEqual({
      valid: ['a@example.com', 'b@example.com'],
      issues: [
        { field: 'recipients.2', code: 'project.duplicate.email', params: {} },
        { field: 'recipients.3', code: 'validation.email', params: {} },
      ],
    })
  })
})

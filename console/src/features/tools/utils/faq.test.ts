import { describe, expect, it } from 'vitest'
import { MAX_FAQ_ITEMS, faqIssues, faqPage, faqScript, validateFaqJsonLd } from './faq'

const ITEMS = [
  { question: '台北美食 推薦哪裡？', answer: '信義區與大安區都有很多選擇。' },
  { question: '  東京の  おすすめは？ ', answer: '<b>ラーメン</b>です。</script><script>alert(1)</script>' },
  { question: '', answer: '' },
]

describe('FAQ JSON-LD', () => {
  it('builds a schema.org FAQPage of the filled pairs, in order', () => {
    expect(faqPage(ITEMS)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: '台北美食 推薦哪裡？', acceptedAnswer: { '@type': 'Answer', text: '信義區與大安區都有很多選擇。' } },
        {
          '@type': 'Question',
          name: '東京の おすすめは？',
          acceptedAnswer: { '@type': 'Answer', text: '<b>ラーメン</b>です。</script><script>alert(1)</script>' },
        },
      ],
    })
  })

  it('writes a script tag that an answer cannot close early, and that reads back as the same valid JSON', () => {
    const script = faqScript(ITEMS)
    expect(script.startsWith('<script type="application/ld+json">\n')).toBe(true)
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(script).toContain('台北美食 推薦哪裡？') // CJK kept readable
    expect(JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1))).toEqual(faqPage(ITEMS))
    expect(validateFaqJsonLd(script)).toEqual([])
  })

  it('finds what makes pasted JSON-LD an invalid FAQPage', () => {
    expect(validateFaqJsonLd('{not json')).toEqual(['notJson'])
    expect(validateFaqJsonLd('{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[]}')).toEqual(['mainEntity'])
    expect(
      validateFaqJsonLd('{"@context":"http://example.com","@type":"WebPage","mainEntity":[{"@type":"Question","name":"q","acceptedAnswer":{"@type":"Answer","text":" "}}]}'),
    ).toEqual(['context', 'type', 'answer'])
  })

  it('names the rows that are incomplete, too long or repeated', () => {
    expect(faqIssues([{ question: '', answer: '' }])).toEqual([{ code: 'itemsRequired' }])
    expect(
      faqIssues([
        { question: '營業時間？', answer: '' },
        { question: '', answer: '每天' },
        { question: '營業時間？ ', answer: '每天 10 點' },
        { question: 'Q'.repeat(301), answer: 'a' },
      ]),
    ).toEqual([
      { code: 'answerRequired', row: 1 },
      { code: 'questionRequired', row: 2 },
      { code: 'duplicateQuestion', row: 3, params: { first: 1 } },
      { code: 'questionTooLong', row: 4, params: { max: 300 } },
    ])
    const many = Array.from({ length: MAX_FAQ_ITEMS + 1 }, (_, i) => ({ question: `問題${i}`, answer: '答' }))
    expect(faqIssues(many)).toEqual([{ code: 'tooManyItems', params: { max: MAX_FAQ_ITEMS } }])
  })
})

import { describe, expect, it } from 'vitest'
import type { Idea } from '../api/suggestions'
import {
  filterIdeas,
  fold,
  holdsTerm,
  type IdeaFilter,
  NO_FILTER,
  parseTerms,
  seedWords,
  trendPath,
  wordGroups,
} from './suggestion-filters'
import { EXPORT_LIMIT, ideasCsv } from './suggestions-csv'

/** An idea as the API answers it; `words` and `question` are what the server's jieba / Sudachi and
 * is_question gave for these very keywords (api.research.service.keyword_words). */
function idea(keyword: string, words: string[], extra: { volume?: number | null; intents?: string[]; question?: boolean } = {}): Idea {
  const intents = extra.intents ?? ['informational']
  return {
    keyword,
    origin: 'frequency',
    origin_label: 'Search volume data',
    question: extra.question ?? false,
    words,
    metrics:
      extra.volume === null
        ? null
        : {
            volume: extra.volume ?? 100,
            trend: [
              { month: '2026-01-01', volume: 90 },
              { month: '2026-02-01', volume: 110 },
            ],
            cpc_usd: 1.25,
            cpc_low_usd: 0.5,
            cpc_high_usd: 2,
            competition: 2,
            competition_index: 50,
            competition_label: 'MEDIUM',
            source: 'sandbox',
            source_label: 'Sample figures (sandbox)',
            sandbox: true,
            month: '2026-11-01',
          },
    difficulty: null,
    intent: { primary: intents[0], primary_label: intents[0], intents, signals: [] },
  }
}

const zhTW = [
  idea('咖啡豆', ['咖啡豆'], { volume: 5000 }),
  idea('咖啡豆 推薦', ['咖啡豆', '推薦'], { volume: 1200, intents: ['commercial'] }),
  idea('咖啡豆推薦 ptt', ['咖啡豆', '推薦', 'ptt'], { volume: 300, intents: ['commercial'] }),
  idea('咖啡豆 哪裡買', ['咖啡豆', '哪裡', '買'], { volume: 800, intents: ['transactional', 'informational'], question: true }),
  idea('咖啡豆是什麼', ['咖啡豆', '是', '什麼'], { volume: 90, question: true }),
  idea('咖啡豆 價格', ['咖啡豆', '價格'], { volume: null, intents: ['transactional'] }),
]
const zhCN = [
  idea('咖啡机', ['咖啡机'], { volume: 4000 }),
  idea('咖啡机 推荐', ['咖啡机', '推荐'], { volume: 900, intents: ['commercial'] }),
  idea('咖啡机怎么选', ['咖啡机', '怎么', '选'], { volume: 200, question: true }),
  idea('咖啡机 推荐 知乎', ['咖啡机', '推荐', '知乎'], { volume: 150, intents: ['commercial'] }),
]
const ja = [
  idea('コーヒー豆', ['コーヒー', '豆'], { volume: 6000 }),
  idea('コーヒー豆 おすすめ', ['コーヒー', '豆', 'おすすめ'], { volume: 2400, intents: ['commercial'] }),
  idea('コーヒー豆とは', ['コーヒー', '豆', 'と', 'は'], { volume: 300, question: true }),
  idea('コーヒー豆 通販 おすすめ', ['コーヒー', '豆', '通販', 'おすすめ'], { volume: 700, intents: ['transactional', 'commercial'] }),
  idea('コーヒー豆の保存方法', ['コーヒー', '豆', 'の', '保存', '方法'], { volume: 500 }),
]
const en = [
  idea('coffee beans', ['coffee', 'beans'], { volume: 20000 }),
  idea('best coffee beans', ['best', 'coffee', 'beans'], { volume: 9000, intents: ['commercial'] }),
  idea('how to roast coffee beans', ['how', 'to', 'roast', 'coffee', 'beans'], { volume: 1500, question: true }),
  idea('coffee beans price', ['coffee', 'beans', 'price'], { volume: 700, intents: ['transactional'] }),
  idea('coffee cards', ['coffee', 'cards'], { volume: 40 }),
]

const keywords = (ideas: Idea[]) => ideas.map((found) => found.keyword)
const only = (filter: Partial<IdeaFilter>): IdeaFilter => ({ ...NO_FILTER, ...filter })

describe('terms and words', () => {
  it('folds as the server does: full-width letters, case and spaces', () => {
    expect(fold('  ＳＥＯ   Tools ')).toBe('seo tools')
    expect(parseTerms('推薦，ptt、 買\nBest')).toEqual(['推薦', 'ptt', '買', 'best'])
    expect(parseTerms(' , ')).toEqual([])
  })

  it('finds a Chinese or Japanese term in the characters whatever the spaces, a Latin term as whole words', () => {
    expect(holdsTerm(zhTW[2], '咖啡豆推薦')).toBe(true) // written with a space in another idea, without here
    expect(holdsTerm(zhTW[1], '咖啡豆推薦')).toBe(true) // "咖啡豆 推薦": the space does not split the term
    expect(holdsTerm(zhTW[3], '買')).toBe(true)
    expect(holdsTerm(ja[2], 'とは')).toBe(true) // Sudachi cuts と / は; the term is still found
    expect(holdsTerm(en[4], 'car')).toBe(false) // not inside "cards"
    expect(holdsTerm(en[2], 'roast coffee')).toBe(true)
    expect(holdsTerm(en[2], 'coffee roast')).toBe(false)
  })
})

describe('filters', () => {
  it('keeps a volume range, leaving out ideas without a volume', () => {
    expect(keywords(filterIdeas(zhTW, only({ volumeMin: 300, volumeMax: 1200 })))).toEqual(['咖啡豆 推薦', '咖啡豆推薦 ptt', '咖啡豆 哪裡買'])
    expect(keywords(filterIdeas(zhTW, only({ volumeMin: 0 })))).not.toContain('咖啡豆 價格')
    expect(filterIdeas(zhTW, NO_FILTER)).toHaveLength(6)
  })

  it('includes every term and excludes any, in each language', () => {
    expect(keywords(filterIdeas(zhTW, only({ include: parseTerms('推薦') })))).toEqual(['咖啡豆 推薦', '咖啡豆推薦 ptt'])
    expect(keywords(filterIdeas(zhTW, only({ include: parseTerms('推薦, ptt') })))).toEqual(['咖啡豆推薦 ptt'])
    expect(keywords(filterIdeas(zhCN, only({ exclude: parseTerms('推荐、知乎') })))).toEqual(['咖啡机', '咖啡机怎么选'])
    expect(keywords(filterIdeas(ja, only({ include: parseTerms('おすすめ'), exclude: parseTerms('通販') })))).toEqual(['コーヒー豆 おすすめ'])
    expect(keywords(filterIdeas(en, only({ exclude: parseTerms('beans') })))).toEqual(['coffee cards'])
  })

  it('keeps ideas of any picked intent', () => {
    expect(keywords(filterIdeas(zhTW, only({ intents: ['transactional'] })))).toEqual(['咖啡豆 哪裡買', '咖啡豆 價格'])
    expect(keywords(filterIdeas(ja, only({ intents: ['commercial'] })))).toEqual(['コーヒー豆 おすすめ', 'コーヒー豆 通販 おすすめ'])
  })

  it('keeps question keywords only: the question words of zh-TW, zh-CN, ja and en as the server flags them', () => {
    expect(keywords(filterIdeas(zhTW, only({ questionsOnly: true })))).toEqual(['咖啡豆 哪裡買', '咖啡豆是什麼'])
    expect(keywords(filterIdeas(zhCN, only({ questionsOnly: true })))).toEqual(['咖啡机怎么选'])
    expect(keywords(filterIdeas(ja, only({ questionsOnly: true })))).toEqual(['コーヒー豆とは'])
    expect(keywords(filterIdeas(en, only({ questionsOnly: true })))).toEqual(['how to roast coffee beans'])
  })
})

describe('groups by shared word', () => {
  it('leaves out the seed words, whatever the tokenizer did with the seed', () => {
    expect([...seedWords('咖啡豆', zhTW)]).toEqual(['咖啡豆'])
    expect(seedWords('コーヒー豆', ja)).toEqual(new Set(['コーヒー', '豆']))
    expect(seedWords('coffee beans', en)).toEqual(new Set(['coffee', 'beans']))
  })

  it('counts the ideas holding each word, most shared first, CJK words as the tokenizers cut them', () => {
    expect(wordGroups(zhTW, '咖啡豆')).toEqual([{ word: '推薦', count: 2 }])
    expect(wordGroups(zhCN, '咖啡机')).toEqual([{ word: '推荐', count: 2 }])
    // particles (の, と, は) group nothing
    expect(wordGroups(ja, 'コーヒー豆')).toEqual([{ word: 'おすすめ', count: 2 }])
    expect(wordGroups(en, 'coffee', 1).map((group) => group.word)).toEqual(['beans', 'best', 'cards', 'how', 'price', 'roast'])
  })

  it('a picked group keeps the ideas holding its word', () => {
    expect(keywords(filterIdeas(zhTW, only({ group: '推薦' })))).toEqual(['咖啡豆 推薦', '咖啡豆推薦 ptt'])
    expect(keywords(filterIdeas(ja, only({ group: 'おすすめ', volumeMin: 1000 })))).toEqual(['コーヒー豆 おすすめ'])
  })
})

describe('trend and export', () => {
  it('draws the highest month at the top and needs two months', () => {
    expect(trendPath([10, 20], 20, 10, 0)).toBe('M0.0,10.0L20.0,0.0')
    expect(trendPath([5, 5, 5], 20, 10, 0)).toBe('M0.0,5.0L10.0,5.0L20.0,5.0')
    expect(trendPath([5], 20, 10)).toBe('')
  })

  it('writes the rows with their figures and cuts at 5,000', () => {
    const texts = {
      headers: { keyword: 'Keyword', volume: 'Volume', cpc_usd: 'CPC', competition: 'Competition 0-4', competition_label: 'Competition', difficulty: 'Difficulty', intent: 'Intent', question: 'Question', source: 'Source', trend: 'Trend' },
      competition: (level: number) => ['Very low', 'Low', 'Medium', 'High', 'Very high'][level],
      intent: (intent: string) => intent,
      yes: 'Yes',
      no: 'No',
    }
    const csv = ideasCsv([zhTW[3], zhTW[5]], texts)
    const lines = csv.text.replace(/^\ufeff/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe('Keyword,Volume,CPC,Competition 0-4,Competition,Difficulty,Intent,Question,Source,Trend')
    expect(lines[1]).toBe('咖啡豆 哪裡買,800,1.25,2,Medium,,transactional / informational,Yes,Search volume data,90 110')
    expect(lines[2]).toBe('咖啡豆 價格,,,,,,transactional,No,Search volume data,')
    expect(csv.cut).toBe(false)
    const many = Array.from({ length: EXPORT_LIMIT + 3 }, (_, index) => idea(`kw ${index}`, ['kw', String(index)]))
    const big = ideasCsv(many, texts)
    expect(big).toMatchObject({ rows: EXPORT_LIMIT, cut: true })
    expect(big.text.trimEnd().split('\r\n')).toHaveLength(EXPORT_LIMIT + 1)
  })
})

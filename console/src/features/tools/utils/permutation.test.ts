import { describe, expect, it } from 'vitest'
import { MAX_RESULTS, groupWords, permutationCount, permutationIssues, permute } from './permutation'

describe('permutation', () => {
  const city = ['台北', '台中']
  const food = ['美食', '咖啡廳']
  const intent = ['推薦']

  it('combines one word of each group in order with each separator', () => {
    expect(permute([city, food, intent], [' ', ''], false)).toEqual([
      '台北 美食 推薦', '台北 咖啡廳 推薦', '台中 美食 推薦', '台中 咖啡廳 推薦',
      '台北美食推薦', '台北咖啡廳推薦', '台中美食推薦', '台中咖啡廳推薦',
    ])
    expect(permutationCount([city, food, intent], [' ', ''], false)).toBe(8)
  })

  it('counts before generating, every order of the groups too', () => {
    expect(permutationCount([city, food], [' '], true)).toBe(8)
    expect(permute([['東京'], ['ラーメン']], [''], true)).toEqual(['東京ラーメン', 'ラーメン東京'])
    // empty groups are skipped, not multiplied by zero
    expect(permutationCount([city, [], food], ['-'], false)).toBe(4)
  })

  it('reads a group one word a line, dropping blanks and repeats', () => {
    expect(groupWords('台北\n\n  台北 \n 新北  市 \r\nｓｅｏ')).toEqual(['台北', '新北 市', 'ｓｅｏ'])
  })

  it('refuses fewer than two groups, no separator and more than the cap, saying the count', () => {
    expect(permutationIssues([city], [' '], false).map((issue) => issue.code)).toEqual(['groupsRequired'])
    expect(permutationIssues([city, food], [], false).map((issue) => issue.code)).toEqual(['separatorRequired'])
    const hundred = Array.from({ length: 100 }, (_, i) => `詞${i}`)
    const issues = permutationIssues([hundred, hundred, ['a', 'b']], [' '], false)
    expect(issues).toEqual([{ code: 'tooManyResults', params: { count: 20_000, max: MAX_RESULTS } }])
    expect(permutationIssues([[...hundred, '多'], city], [' '], false)[0]).toEqual({ code: 'tooManyWords', params: { group: 1, max: 100 } })
  })

  it('keeps a combination once when words repeat across groups', () => {
    expect(permute([['a', 'b'], ['b', 'a']], [''], true)).toEqual(['ab', 'aa', 'bb', 'ba'])
  })
})

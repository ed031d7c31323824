/**
 * RFC 3492 Punycode decoding of one IDNA label body (the part after "xn--"), so a domain typed in
 * its ASCII form (xn--kpry57d) is checked like the Unicode form (台灣), as the server does with idna.
 * Returns null when the input is not valid Punycode.
 */
const BASE = 36
const T_MIN = 1
const T_MAX = 26
const SKEW = 38
const DAMP = 700
const INITIAL_BIAS = 72
const INITIAL_N = 128
const MAX_CODE_POINT = 0x10ffff

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1
  d += Math.floor(d / points)
  let k = 0
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN))
    k += BASE
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW))
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26 // 0-9 → 26-35
  if (code >= 0x61 && code <= 0x7a) return code - 0x61 // a-z → 0-25
  if (code >= 0x41 && code <= 0x5a) return code - 0x41 // A-Z → 0-25
  return -1
}

export function decodePunycode(input: string): string | null {
  const split = input.lastIndexOf('-')
  const output: number[] = []
  for (let i = 0; i < Math.max(split, 0); i++) {
    const code = input.charCodeAt(i)
    if (code >= 0x80) return null
    output.push(code)
  }
  let n = INITIAL_N
  let bias = INITIAL_BIAS
  let i = 0
  for (let pos = split > 0 ? split + 1 : 0; pos < input.length; ) {
    const oldI = i
    let w = 1
    for (let k = BASE; ; k += BASE) {
      if (pos >= input.length) return null
      const digit = digitOf(input.charCodeAt(pos++))
      if (digit < 0) return null
      i += digit * w
      if (i > MAX_CODE_POINT * (output.length + 1)) return null
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias
      if (digit < t) break
      w *= BASE - t
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0)
    n += Math.floor(i / (output.length + 1))
    i %= output.length + 1
    if (n > MAX_CODE_POINT) return null
    output.splice(i, 0, n)
    i++
  }
  return String.fromCodePoint(...output)
}

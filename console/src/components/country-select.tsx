import { Select, type SelectProps } from 'antd'
import type { Constants, Country } from '@/types/api'

const REGIONAL_INDICATOR_A = 0x1f1e6

/** 🇹🇼 → TW: emoji flags do not render on Windows or without an emoji font, their letters always do. */
export function flagLetters(flag: string): string | null {
  const points = [...flag].map((char) => char.codePointAt(0) ?? 0)
  if (points.length !== 2 || points.some((p) => p < REGIONAL_INDICATOR_A || p > REGIONAL_INDICATOR_A + 25)) return null
  return String.fromCharCode(...points.map((p) => p - REGIONAL_INDICATOR_A + 65))
}

const badge = {
  display: 'inline-block',
  minWidth: 24,
  padding: '0 4px',
  borderRadius: 3,
  background: '#eef2f5',
  color: '#5c6f7c',
  fontSize: 11,
  fontWeight: 600,
  lineHeight: '16px',
  textAlign: 'center',
} as const

/** A country's flag: an image address from /constants, else the country's letters in a badge. */
export function CountryFlag({ flag }: { flag: string }) {
  if (!flag) return null
  if (/^(https?:)?\/|^data:/.test(flag)) {
    return <img src={flag} alt="" width={20} height={14} style={{ objectFit: 'cover', borderRadius: 2, verticalAlign: -2 }} />
  }
  return (
    <span aria-hidden="true" style={badge}>
      {flagLetters(flag) ?? flag}
    </span>
  )
}

/** A searchable select of the /constants countries, each with its flag. */
export function CountrySelect({ countries, ...props }: { countries: Country[] } & SelectProps<string>) {
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'search' }}
      {...props}
      options={countries.map((country) => ({
        value: country.value,
        search: `${country.label} ${country.name} ${country.value}`,
        label: (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <CountryFlag flag={country.flag} />
            {country.label}
          </span>
        ),
      }))}
    />
  )
}

/** A select of the /constants languages (a market's search language). */
export function LanguageSelect({ languages, ...props }: { languages: Constants['languages'] } & SelectProps<string>) {
  return <Select<string> {...props} options={languages.map(({ value, label }) => ({ value, label }))} />
}

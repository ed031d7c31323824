import { Select, type SelectProps } from 'antd'
import type { Country } from '@/types/api'

/** A country's flag: an image address from /constants, or an emoji flag. */
export function CountryFlag({ flag }: { flag: string }) {
  if (!flag) return null
  return /^(https?:)?\/|^data:/.test(flag) ? (
    <img src={flag} alt="" width={20} height={14} style={{ objectFit: 'cover', borderRadius: 2, verticalAlign: -2 }} />
  ) : (
    <span aria-hidden="true">{flag}</span>
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

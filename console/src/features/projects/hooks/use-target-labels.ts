import { useConstants } from '@/lib/constants'
import type { Site } from '@/types/projects'

/** The site's target country and search language, labelled in the interface language. */
export function useTargetLabels(site: Site) {
  const { data: constants } = useConstants()
  const country = constants?.countries.find((found) => found.value === site.country)
  const language = constants?.languages.find((found) => found.value === site.language)
  return { country, countryLabel: country?.label ?? site.country, languageLabel: language?.label ?? site.language }
}

import { normalizeName } from '../postal/names'
import type { PostalCountry } from '../postal/types'

/** US states, DC and territories served by USPS ZIPs. */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
  KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
  WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', PR: 'Puerto Rico', VI: 'Virgin Islands',
  GU: 'Guam', AS: 'American Samoa', MP: 'Northern Mariana Islands', FM: 'Micronesia',
  MH: 'Marshall Islands', PW: 'Palau',
}

/** Canadian provinces and territories, English and French names. */
export const CA_PROVINCES: Record<string, { en: string; fr: string }> = {
  AB: { en: 'Alberta', fr: 'Alberta' },
  BC: { en: 'British Columbia', fr: 'Colombie-Britannique' },
  MB: { en: 'Manitoba', fr: 'Manitoba' },
  NB: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  NL: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  NT: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  NU: { en: 'Nunavut', fr: 'Nunavut' },
  ON: { en: 'Ontario', fr: 'Ontario' },
  PE: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  QC: { en: 'Quebec', fr: 'Québec' },
  SK: { en: 'Saskatchewan', fr: 'Saskatchewan' },
  YT: { en: 'Yukon', fr: 'Yukon' },
}

/** Older or informal spellings seen in typed addresses. */
const EXTRA_NAMES: Array<[string, PostalCountry, string]> = [
  ['PQ', 'ca', 'QC'], ['NF', 'ca', 'NL'], ['Newfoundland', 'ca', 'NL'], ['Labrador', 'ca', 'NL'],
  ['YK', 'ca', 'YT'], ['PEI', 'ca', 'PE'], ['Yukon Territory', 'ca', 'YT'],
  ['Washington DC', 'us', 'DC'], ['Washington D C', 'us', 'DC'],
]

export interface Region {
  country: PostalCountry
  code: string
}

const byName = new Map<string, Region[]>()
function add(name: string, region: Region) {
  const key = normalizeName(name)
  const list = byName.get(key) ?? []
  if (!list.some((r) => r.country === region.country && r.code === region.code)) list.push(region)
  byName.set(key, list)
}
for (const [code, name] of Object.entries(US_STATES)) {
  add(code, { country: 'us', code })
  add(name, { country: 'us', code })
}
for (const [code, names] of Object.entries(CA_PROVINCES)) {
  add(code, { country: 'ca', code })
  add(names.en, { country: 'ca', code })
  add(names.fr, { country: 'ca', code })
}
for (const [name, country, code] of EXTRA_NAMES) add(name, { country, code })

/**
 * The state/province a text names (code or full name, English or French, any case/accents),
 * restricted to `country` when given. Null when unknown or ambiguous.
 */
export function findRegion(text: string, country?: PostalCountry): Region | null {
  const candidates = (byName.get(normalizeName(text)) ?? []).filter((r) => !country || r.country === country)
  return candidates.length === 1 ? candidates[0] : null
}

/** Display name of a region code. */
export function regionName(country: PostalCountry, code: string, locale: 'en' | 'fr' = 'en'): string | undefined {
  return country === 'us' ? US_STATES[code] : CA_PROVINCES[code]?.[locale]
}

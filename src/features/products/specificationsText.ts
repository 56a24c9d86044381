// The spec's Ecomm_Specifications__c text: "spec&spec|use&use" — the Specification part and
// the Uses part split at the first '|', each part split at '&' into items (spec 1 §3).
// The catalog stores both lists structured; this writes and reads the text form of the API.
// An item's own '&', '|' or '\' is escaped with a backslash ("Lock \& key"), so every list of
// non-empty items survives format → parse unchanged. Empty items are dropped: "a&&b" is [a, b].

export type SpecificationLists = { specifications: string[]; uses: string[] }

const escapeItem = (item: string) => item.replace(/[\\&|]/g, (c) => `\\${c}`)

const joinPart = (items: readonly string[]) => items.filter((item) => item !== '').map(escapeItem).join('&')

/**
 * { specifications: ['8 ft wide', 'Steel'], uses: ['Tools'] } → "8 ft wide&Steel|Tools".
 * Without uses there is no '|' part: an accessory's features read "Feature1&Feature2".
 */
export function formatSpecifications({ specifications, uses }: SpecificationLists): string {
  const usesPart = joinPart(uses)
  return usesPart === '' ? joinPart(specifications) : `${joinPart(specifications)}|${usesPart}`
}

/** Splits at every unescaped `separator`, leaving escapes in place (unescaped later). */
function splitUnescaped(text: string, separator: '&' | '|', limit = Infinity): string[] {
  const parts: string[] = []
  let current = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '\\' && i + 1 < text.length) {
      current += c + text[++i]
    } else if (c === separator && parts.length < limit - 1) {
      parts.push(current)
      current = ''
    } else {
      current += c
    }
  }
  parts.push(current)
  return parts
}

const unescapeItem = (item: string) => item.replace(/\\(.)/g, '$1')

const splitPart = (part: string | undefined) =>
  part === undefined ? [] : splitUnescaped(part, '&').filter((item) => item !== '').map(unescapeItem)

/** "8 ft wide&Steel|Tools" → { specifications: ['8 ft wide', 'Steel'], uses: ['Tools'] }. No '|' means no uses. */
export function parseSpecifications(text: string): SpecificationLists {
  const [specificationPart, usesPart] = splitUnescaped(text, '|', 2)
  return { specifications: splitPart(specificationPart), uses: splitPart(usesPart) }
}

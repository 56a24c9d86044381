const SKIPPED = new Set(['inc', 'inc.', 'llc', 'ltd', 'ltd.', 'ltée', 'co', 'co.', 'corp', 'corp.', 'de', 'des', 'du', 'la', 'le', 'les', 'the', 'and', 'et', '&'])

/** A business's initials for a card without a logo: the first letters of its first two significant words ("Construction Tremblay inc." → "CT"). */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-–]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word && !SKIPPED.has(word.toLowerCase()))
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('fr-CA'))
    .join('')
}

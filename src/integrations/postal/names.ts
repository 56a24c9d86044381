/**
 * Place-name comparison key: case-, accent- and punctuation-insensitive, with the usual
 * abbreviations expanded (`St. John's` = `Saint Johns`, `Ste-Anne` = `Sainte Anne`).
 */
const ABBREVIATIONS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
  pt: 'point',
}

export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ')
}

/** True when two place names are the same once normalized. */
export function sameName(a: string, b: string): boolean {
  return normalizeName(a) === normalizeName(b)
}

/**
 * A plain-text field (a CMS textarea) as paragraphs: split on blank lines, each trimmed, empty
 * ones dropped. Single line breaks stay inside their paragraph (rendered as spaces).
 */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((part) => part.length > 0)
}

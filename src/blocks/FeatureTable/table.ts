/** What a feature table cell shows, decided from its text and the table's style (spec 3 §2 "Feature table"). */
export type TableCell = { kind: 'check' } | { kind: 'empty' } | { kind: 'badge'; text: string } | { kind: 'text'; text: string }

export type TableStyle = 'checkmarks' | 'numbers'

/** A data cell: with checkmarks, X (any case, spaces ignored) is a check; with numbers, every value is a badge. */
export function tableCell(value: string | null | undefined, style: TableStyle): TableCell {
  const text = (value ?? '').trim()
  if (text === '') return { kind: 'empty' }
  if (style === 'checkmarks') return text.toLowerCase() === 'x' ? { kind: 'check' } : { kind: 'text', text }
  return { kind: 'badge', text }
}

/**
 * The most-popular column as a 0-based index into the columns, or null: the stored number counts
 * from 1 at the left, and the first column (the row labels) or a column past the end is never flagged.
 */
export function popularColumnIndex(mostPopularColumn: number | null | undefined, columnCount: number): number | null {
  if (typeof mostPopularColumn !== 'number' || !Number.isInteger(mostPopularColumn)) return null
  const index = mostPopularColumn - 1
  return index >= 1 && index < columnCount ? index : null
}

/** A row's cell values padded or cut to the number of columns, so every row lines up with the header. */
export function rowValues(cells: readonly { value?: string | null }[] | null | undefined, columnCount: number): string[] {
  return Array.from({ length: columnCount }, (_, i) => (cells?.[i]?.value ?? '').trim())
}

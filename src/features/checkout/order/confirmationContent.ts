// Spec 3 §2–§3 "Confirmation content": the texts of the order confirmation pages, one CMS entry
// per internal label. Pure: which entry a page reads and how a staff text and the message files'
// text are combined (a missing entry or an empty field falls back to the messages).

import { CONFIRMATION_LABELS, type ConfirmationEntry, type ConfirmationLabel } from '@/collections/commerce/confirmationLabels'

export { CONFIRMATION_LABELS, type ConfirmationEntry, type ConfirmationLabel }

/** `{name}` in a staff text is replaced by its value (e.g. `{email}` in the order's subheading). */
export function fillPlaceholders(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The staff text when it has visible characters (placeholders filled), else the fallback. */
export function pickText(value: unknown, fallback: string, values?: Record<string, string | number>): string {
  return typeof value === 'string' && value.trim() !== '' ? fillPlaceholders(value.trim(), values) : fallback
}

/** Each key of `fallbacks` from the entry (or its part) when set there, else from `fallbacks`. */
export function pickTexts<K extends string>(
  source: object | null | undefined,
  fallbacks: Record<K, string>,
  values?: Record<string, string | number>,
): Record<K, string> {
  const out = {} as Record<K, string>
  for (const key of Object.keys(fallbacks) as K[]) out[key] = pickText((source as Record<string, unknown> | null | undefined)?.[key], fallbacks[key], values)
  return out
}

/**
 * The order's subheading: a visitor without an account number (a new customer) reads
 * `subHeadingNew` when staff set it; otherwise, and for everyone else, `subheading`.
 */
export function pickSubheading(entry: ConfirmationEntry | null | undefined, hasAccount: boolean, fallback: string, values?: Record<string, string | number>): string {
  const subheading = pickText(entry?.subheading, fallback, values)
  return hasAccount ? subheading : pickText(entry?.subHeadingNew, subheading, values)
}

/** The entries found, by internal label (the first one wins; the label is unique anyway). */
export function byLabel(docs: ConfirmationEntry[]): Partial<Record<ConfirmationLabel, ConfirmationEntry>> {
  const out: Partial<Record<ConfirmationLabel, ConfirmationEntry>> = {}
  for (const doc of docs) {
    const label = doc.internalLabel as ConfirmationLabel
    if ((CONFIRMATION_LABELS as readonly string[]).includes(label) && !out[label]) out[label] = doc
  }
  return out
}

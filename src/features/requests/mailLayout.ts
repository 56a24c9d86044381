// The request e-mails' one layout (quote to buy, rental quote, support request, contact
// request): paragraphs, an optional heading, a table of label/value rows, more paragraphs; as
// plain text and as HTML. Pure.
import type { Locale } from '@/i18n/routing'

export type MailRow = [label: string, value: string]

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** "Label: value" (English) or "Label : value" (French typography). */
export const mailLine = (locale: Locale, label: string, value: string) => `${label}${locale === 'fr' ? '\u00a0:' : ':'} ${value}`

/** A subject on one line (no header injection through a visitor's name). */
export const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ')

export function renderMail(locale: Locale, parts: { before: string[]; heading?: string; rows: MailRow[]; after: string[] }) {
  const text = [...parts.before, [parts.heading, ...parts.rows.map(([label, value]) => mailLine(locale, label, value))].filter(Boolean).join('\n'), ...parts.after].join('\n\n')
  const html =
    parts.before.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (parts.heading ? `<h2 style="font-size:16px">${escapeHtml(parts.heading)}</h2>` : '') +
    '<table cellpadding="4" style="border-collapse:collapse">' +
    parts.rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`).join('') +
    '</table>' +
    parts.after.map((p) => `<p>${escapeHtml(p)}</p>`).join('')
  return { text: `${text}\n`, html }
}

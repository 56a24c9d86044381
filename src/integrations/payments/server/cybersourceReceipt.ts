import 'server-only'
import { createTranslator } from 'next-intl'
import en from '@messages/en.json'
import fr from '@messages/fr.json'
import { getPayloadClient } from '@/lib/payload'
import { mapResponse, verifyResponseSignature } from '../cybersource'
import { buildFrameMessage } from '../frameMessage'
import { getCyberSourceSettings } from '../index'
import type { PaymentTransaction } from '../types'
import { findTransaction, recordTransaction } from './transactions'

export const CYBERSOURCE_RECEIPT_PATH = '/gateway/api/cybersource/receipt'

/** Inline JSON that cannot close its <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

// Through a translator: in the build, messages are precompiled (not plain strings).
const frameText = (lang: 'en' | 'fr') => createTranslator({ locale: lang, messages: lang === 'fr' ? fr : en, namespace: 'paymentFrame' })

function page(lang: 'en' | 'fr', text: string, script = '', nonce = ''): string {
  return `<!doctype html><html lang="${lang === 'fr' ? 'fr-CA' : 'en-US'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(
    frameText(lang)('title'),
  )}</title></head><body><main><p role="status">${escapeHtml(text)}</p></main>${script ? `<script nonce="${escapeHtml(nonce)}">${script}</script>` : ''}</body></html>`
}

/**
 * The page CyberSource's hosted form lands on inside the frame (its response, posted as a form):
 * verify the signature, record the transaction once, and post the same window message as the
 * embedded gateway to the parent origin named in the signed request.
 */
export async function receiveCyberSourceResponse(fields: Record<string, string>, nonce: string): Promise<{ status: number; html: string }> {
  const lang = fields.req_locale?.startsWith('fr') ? 'fr' : 'en'
  const t = frameText(lang)
  const settings = getCyberSourceSettings()
  if (!settings) return { status: 404, html: page(lang, t('invalidSession.invalid')) }
  if (!verifyResponseSignature(fields, settings.secretKey)) return { status: 403, html: page(lang, t('invalidSession.invalid')) }
  const mapped = mapResponse(fields)
  const parentOrigin = fields.req_merchant_defined_data2 ?? ''
  if (!mapped || !/^https?:\/\/[^/\s]+$/.test(parentOrigin)) return { status: 400, html: page(lang, t('requestFailed')) }

  const payload = await getPayloadClient()
  // CyberSource may deliver a response twice (browser back, retry): the first record stands.
  let transaction: PaymentTransaction = (await findTransaction(payload, mapped.id)) ?? mapped
  if (transaction === mapped && (await recordTransaction(payload, mapped)) === 'session-used') {
    return { status: 409, html: page(lang, t('sessionUsed')) }
  }
  transaction = (await findTransaction(payload, mapped.id)) ?? mapped
  const message = buildFrameMessage(transaction, fields.req_merchant_defined_data3 === 'guest' ? 'guest' : 'checkout')
  const text = transaction.decision === 'ACCEPT' ? t('approvedHeading') : transaction.decision === 'ERROR' ? t('processingError') : t('declined')
  const script = `window.parent.postMessage(${scriptJson(message)}, ${scriptJson(parentOrigin)})`
  return { status: 200, html: page(lang, text, script, nonce) }
}

import { z } from 'zod'
import { badRequestBody, errorBody, type ApiOperation } from '@/lib/http/openapi'
import { ACCOUNT_TYPES } from './types'

// The embedded gateway's calls for /api/docs. The gateway is logically outside the shop: only its
// own frame calls these; the shop uses the TypeScript interface in index.ts.

const cardForm = z.object({
  iframeEcommKey: z.string().describe('The session key from the frame address'),
  firstName: z.string(),
  lastName: z.string(),
  cardNumber: z.string().describe('12–19 digits, spaces or dashes allowed; Luhn-checked; Visa, American Express, MasterCard, Discover'),
  expiry: z.string().describe('MM/YY, not past'),
  cvv: z.string().describe('3 digits, 4 for American Express'),
})
const echeckForm = z.object({
  iframeEcommKey: z.string(),
  accountHolderName: z.string(),
  routingNumber: z.string().describe('9-digit ABA routing number (3-7-1 checksum)'),
  accountNumber: z.string().describe('4–17 digits'),
  accountType: z.enum(ACCOUNT_TYPES),
})
const decided = z.object({
  status: z.enum(['success', 'failure']),
  decision: z.enum(['ACCEPT', 'DECLINE', 'ERROR']),
  reasonCode: z.number().int(),
  transactionId: z.string(),
  message: z.record(z.string(), z.unknown()).describe('The window message the frame posts to its parent (checkout or guest format)'),
})

export const paymentGatewayApi: ApiOperation[] = [
  {
    method: 'post',
    path: '/gateway/api/payments',
    summary: "Embedded payment gateway: the hosted frame submits a card or e-check payment for its session (form of the session's method).",
    tag: 'payment gateway',
    body: z.union([cardForm, echeckForm]),
    responses: {
      200: { description: 'Decided (approved, declined or processing error) and stored', schema: decided },
      400: { description: 'Invalid fields (message ids paymentFrame.errors.*); nothing stored', schema: badRequestBody },
      403: { description: 'Session key altered or not ours', schema: errorBody },
      404: { description: 'CyberSource takes the payments (embedded gateway off)', schema: errorBody },
      409: { description: 'The session is already paid', schema: errorBody },
      410: { description: 'Session expired (30 minutes)', schema: errorBody },
      429: { description: 'Rate-limited', schema: errorBody },
    },
  },
  {
    method: 'post',
    path: '/gateway/api/cybersource/receipt',
    summary: 'CyberSource Secure Acceptance response (form post inside the frame); answers an HTML page that posts the frame message to the parent.',
    tag: 'payment gateway',
    responses: {
      200: { description: 'Verified and recorded; HTML page' },
      400: { description: 'Response lacks transaction fields; HTML page' },
      403: { description: 'Signature does not verify; HTML page' },
      404: { description: 'CyberSource not configured; HTML page' },
    },
  },
]

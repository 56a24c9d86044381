import { errorBody, type ApiOperation } from '@/lib/http/openapi'
import { IDEMPOTENT_REPEAT, requestOperation } from '../requestOperation'
import { rentalQuoteSchema } from './schema'

/** POST /api/request-quote (spec 1 §7, spec 3 §7: JSON built from the form values → error or message). */

/** The body of the seeded /request-quote form: the admin-defined fields sit beside the fixed ones. */
const exampleBody = rentalQuoteSchema({
  fields: [
    { itemType: 'fieldText', name: 'firstName', label: 'First name', required: true },
    { itemType: 'fieldText', name: 'lastName', label: 'Last name', required: true },
    { itemType: 'fieldText', name: 'company', label: 'Company', required: true },
    { itemType: 'fieldEmail', name: 'email', label: 'Email', required: true },
    { itemType: 'fieldPhone', name: 'phone', label: 'Phone', required: true },
    { itemType: 'fieldTextArea', name: 'comments', label: 'Comments', required: false },
  ],
  industries: [{ value: 'construction', label: 'Construction' }],
  optionCards: { mode: 'checkbox', cards: [{ value: 'storage', title: 'Storage containers' }] },
})

export const rentalQuoteOperation: ApiOperation = requestOperation({
  path: '/api/request-quote',
  summary: `Request a rental quote from a quote form block. pageId + blockId name the CMS page and its form block; every other key is checked against that block as stored (its fields by name and kind, required flags, dropdown options, industries with Other, option cards), never against the browser’s list. Then the site ZIP (postal data), the address (must agree with city, state and ZIP, as a suggestion does) and the captcha (used up); then the lead and the two outbox e-mails are stored in one transaction. ${IDEMPOTENT_REPEAT} The body shown is the seeded /request-quote form’s.`,
  body: exampleBody,
  referencePrefix: 'QR',
  errorIds: 'rentalQuote.errors.*',
  responses: {
    404: { description: 'No quote form block with that pageId and blockId (localized error)', schema: errorBody },
    500: { description: 'Storing failed; nothing kept: {error: "We are experiencing a temporary difficulty … please call us at {phone} …"} (localized)', schema: errorBody },
  },
})

/** The rental quote calls listed in /api/docs. */
export const rentalQuoteApi: ApiOperation[] = [rentalQuoteOperation]

import type { ApiOperation } from '@/lib/http/openapi'
import { unitLookupOperation } from '@/features/units/server'
import { contactRequestOperation } from './contact/api'
import { buyQuoteOperation } from './quote-buy/api'

/** The request forms' calls and the used-unit lookup they rely on (listed in /api/docs). */
export const requestsApi: ApiOperation[] = [unitLookupOperation, buyQuoteOperation, contactRequestOperation]

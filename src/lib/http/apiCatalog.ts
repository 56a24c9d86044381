import { z } from 'zod'
import { addressApi } from '@/integrations/address/api'
import { captchaApi } from '@/integrations/captcha/api'
import { postalApi } from '@/integrations/postal/api'
import { configuratorApi } from '@/features/configurator/api'
import { cartApi } from '@/features/cart/api'
import { cartCheckoutApi } from '@/features/cart/checkoutApi'
import { requestsApi } from '@/features/requests/api'
import { supportApi } from '@/features/requests/support/api'
import { rentalQuoteApi } from '@/features/requests/rental-quote/api'
import { checkoutContactApi } from '@/features/checkout/contact/api'
import { checkoutPaymentApi } from '@/features/checkout/payment/api'
import { paymentGatewayApi } from '@/integrations/payments/api'
import { buildOpenApi, type ApiOperation } from './openapi'

const platformApi: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database check.',
    tag: 'platform',
    responses: {
      200: { description: 'Up', schema: z.object({ status: z.literal('ok'), database: z.literal('ok'), responseTimeMs: z.number() }) },
      503: { description: 'Database unavailable', schema: z.object({ status: z.literal('error'), database: z.literal('unavailable') }) },
    },
  },
]

/** Every call of the site's HTTP API; each feature adds its list here. */
export const apiOperations: ApiOperation[] = [...platformApi, ...postalApi, ...addressApi, ...captchaApi, ...configuratorApi, ...cartApi, ...cartCheckoutApi, ...requestsApi, ...supportApi, ...rentalQuoteApi, ...checkoutContactApi, ...checkoutPaymentApi, ...paymentGatewayApi]

export const openApiDocument = () => buildOpenApi(apiOperations, { title: 'Boxline site API', version: '1.0.0' })

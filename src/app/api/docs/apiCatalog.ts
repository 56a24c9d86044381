import { z } from 'zod'
import { cartApi } from '@/features/cart/server'
import { cartSummaryApi, checkoutContactApi, checkoutPaymentApi } from '@/features/checkout/server'
import { configuratorApi } from '@/features/configurator/server'
import { guestPaymentApi } from '@/features/guest-payment/server'
import { rentalQuoteApi, requestsApi, supportApi } from '@/features/requests/server'
import { addressApi } from '@/integrations/address/api'
import { captchaApi } from '@/integrations/captcha/api'
import { paymentGatewayApi } from '@/integrations/payments/api'
import { postalApi } from '@/integrations/postal/api'
import { apiTokenApi, withTokenRefusal } from '@/lib/apiToken/api'
import { buildOpenApi, type ApiOperation } from '@/lib/http/openapi'

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

/**
 * Every call of the site's HTTP API; each feature adds its list here (from its server face).
 * It lives with the /api/docs routes, above the features, because it gathers all of them.
 */
export const apiOperations: ApiOperation[] = withTokenRefusal([...platformApi, ...apiTokenApi, ...postalApi, ...addressApi, ...captchaApi, ...configuratorApi, ...cartApi, ...cartSummaryApi, ...requestsApi, ...supportApi, ...rentalQuoteApi, ...checkoutContactApi, ...checkoutPaymentApi, ...paymentGatewayApi, ...guestPaymentApi])

export const openApiDocument = () => buildOpenApi(apiOperations, { title: 'Boxline site API', version: '1.0.0' })

import 'server-only'
import pino from 'pino'

/** Structured JSON logs; route handlers add the request id (x-request-id, set by the proxy). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'boxline' },
  redact: { paths: ['*.password', '*.cardNumber', '*.accountNumber', '*.cvv', 'req.headers.cookie'], remove: true },
})

export const requestLogger = (request: Request) =>
  logger.child({ requestId: request.headers.get('x-request-id') ?? undefined, path: new URL(request.url).pathname })

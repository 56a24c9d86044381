import 'server-only'
import { createHash } from 'node:crypto'
import pino from 'pino'

/** Fields that are keys to a visitor's data (the cart id opens the cart): logged as a short hash, never in clear. */
const HASHED_FIELDS = new Set(['webCartId', 'cartId'])
const SECRET_PATHS = ['*.password', '*.cardNumber', '*.accountNumber', '*.cvv', 'req.headers.cookie']

/** A value's log id: the first 12 hex digits of its SHA-256, so one cart's lines can still be followed. */
export const logId = (value: unknown): unknown => (typeof value === 'string' && value !== '' ? `sha256:${createHash('sha256').update(value).digest('hex').slice(0, 12)}` : value)

/** The site's logger writing to `destination` (standard output when none): one configuration, also under test. */
export const createLogger = (destination?: pino.DestinationStream) => {
  const options: pino.LoggerOptions = {
    level: process.env.LOG_LEVEL ?? 'info',
    base: { service: 'boxline' },
    redact: {
      paths: [...SECRET_PATHS, ...[...HASHED_FIELDS].flatMap((field) => [field, `*.${field}`])],
      // Secrets are left out; the keys above are replaced by their hash.
      censor: (value, path) => (HASHED_FIELDS.has(path[path.length - 1]!) ? logId(value) : undefined),
    },
  }
  return destination ? pino(options, destination) : pino(options)
}

/** Structured JSON logs; route handlers add the request id (x-request-id, set by the proxy). */
export const logger = createLogger()

export const requestLogger = (request: Request) =>
  logger.child({ requestId: request.headers.get('x-request-id') ?? undefined, path: new URL(request.url).pathname })

import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * The app's configuration, read once from the environment and validated with zod.
 * A bad value stops the start with a message naming the variable (see formatEnvError).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number (1-65535)' }).int().min(1).max(65535).default(3000),
  DATABASE_URI: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with file: (SQLite) or postgres:// (PostgreSQL)')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Signs payment-gateway sessions (src/integrations/payments); derived from the Payload secret when unset. */
  PAYMENT_GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The guest payment page key (header x-guest-payment-key, src/features/guest-payment); derived from the Payload secret when unset. */
  GUEST_PAYMENT_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, 'must be 24 to 128 letters, digits, _ or -')
    .optional(),
  SITE_URL: z.url('must be an absolute URL such as https://www.example.com').optional(),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  BUSINESS_TIME_ZONE: z.string().default('America/New_York'),
  PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number({ error: 'must be a whole number of minutes (1-60)' }).int().min(1).max(60).default(15),
  /** Where rate-limit counts live (src/lib/http/rateLimit.ts): default database on PostgreSQL, memory on SQLite. */
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The browser's API token cookie (spec 3 §7 "Token handling", src/lib/apiToken): its name, SameSite and Secure flag. */
  TOKEN_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/, 'must be a cookie name: 1 to 64 letters, digits or !#$%&\'*+.^_`|~-')
    .default('wsc_token'),
  TOKEN_COOKIE_SAMESITE: z.enum(['Strict', 'Lax', 'None'], { error: 'must be Strict, Lax or None' }).default('Strict'),
  /** `auto`: Secure when the page is served over https; `on`: always; `off`: never. */
  TOKEN_COOKIE_SECURE: z.enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' }).default('auto'),
}).refine((env) => !(env.TOKEN_COOKIE_SAMESITE === 'None' && env.TOKEN_COOKIE_SECURE === 'off'), {
  message: 'SameSite None needs a Secure cookie (TOKEN_COOKIE_SECURE auto or on)',
  path: ['TOKEN_COOKIE_SAMESITE'],
})

export type Env = z.infer<typeof envSchema> & { databaseUri: string; payloadSecret: string; dataDir: string }

export function formatEnvError(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`)
  return `Boxline cannot start: invalid configuration.\n${lines.join('\n')}\nSee the README's environment table.`
}

/** A random secret made once and kept under the data folder, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    // Written whole under a name of its own, then linked into place: of two processes starting
    // together on one data folder, the second finds the first one's complete secret and keeps it.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    fs.writeFileSync(draft, secret, { mode: 0o600 })
    try {
      fs.linkSync(draft, file)
      return secret
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      return fs.readFileSync(file, 'utf8').trim()
    } finally {
      fs.rmSync(draft, { force: true })
    }
  }
}

/** Validates an environment (process.env in the app); throws a message naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) throw new Error(formatEnvError(parsed.error))
  const dataDir = path.resolve(parsed.data.DATA_DIR)
  const databaseUri = parsed.data.DATABASE_URI ?? `file:${path.join(dataDir, 'boxline.db')}`
  if (databaseUri.startsWith('file:')) fs.mkdirSync(path.dirname(databaseUri.slice(5)), { recursive: true })
  return {
    ...parsed.data,
    dataDir,
    databaseUri,
    payloadSecret: parsed.data.PAYLOAD_SECRET ?? persistedSecret(dataDir),
  }
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

export const isPostgres = (uri: string) => /^postgres(ql)?:\/\//.test(uri)

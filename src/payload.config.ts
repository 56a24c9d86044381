import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig, defaultLoggerOptions, type Endpoint, type TaskConfig } from 'payload'
import sharp from 'sharp'
import { Users } from './collections/system/Users'
import { cmsCollections, cmsGlobals } from './cmsSchema'
import { outboxEmailAdapter } from './integrations/mail/payloadEmail'
import { ADMIN_DATE_FORMAT } from './collections/fields/labels'
import { getEnv, isPostgres } from './lib/env'
import { refusalsOnOneLine } from './lib/refusalLogging'
import { keepBusyTimeout } from './lib/db/sqliteBusyTimeout'
import { RECONCILE_LOCK_NAME, withDatabaseLock } from './lib/db/databaseLock'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Every five minutes (second 0): the reconciliation job's schedule and the queue runner's. */
const EVERY_FIVE_MINUTES = '0 */5 * * * *'
const PAYMENTS_QUEUE = 'payments'
/** How long a reconciliation waits for another process's run to end before it gives up (its next run comes in five minutes). */
const RECONCILE_LOCK_WAIT_MS = 2 * 60_000

/**
 * Approved payments without an order (features/checkout/order/server/reconcile.ts): every five
 * minutes, approvals older than PAYMENT_RECONCILE_AFTER_MINUTES (15) become their order, or are
 * voided; a guest payment's approval that no post-payment applied is applied to the invoices that
 * still owe it, or voided and its payer told (features/guest-payment/server/reconcile.ts). Loaded on first
 * run only (the checkout's server code is not part of the config the CLI reads).
 */
const reconcilePayments: TaskConfig<{ input: { afterMinutes?: number | null; reference?: string | null }; output: { captured: number; voided: number; left: number } }> = {
  slug: 'reconcile-payments',
  label: 'Reconcile approved payments without an order',
  inputSchema: [
    { name: 'afterMinutes', type: 'number', min: 0, max: 15 },
    { name: 'reference', type: 'text' },
  ],
  outputSchema: [
    { name: 'captured', type: 'number', required: true },
    { name: 'voided', type: 'number', required: true },
    { name: 'left', type: 'number', required: true },
  ],
  retries: 0,
  schedule: [{ cron: EVERY_FIVE_MINUTES, queue: PAYMENTS_QUEUE }],
  handler: async ({ input }) => {
    const [{ reconcileApprovals }, { reconcileGuestApprovals }] = await Promise.all([import('./features/checkout/server'), import('./features/guest-payment/server')])
    const asked = { afterMinutes: input.afterMinutes ?? env.PAYMENT_RECONCILE_AFTER_MINUTES, reference: input.reference || undefined }
    // Every process runs the queue: one reconciles at a time under the database's lock, a second
    // waits its turn and finds nothing left (each claim and void is also a conditional write).
    return withDatabaseLock(env.databaseUri, RECONCILE_LOCK_NAME, async () => {
      const report = await reconcileApprovals(asked)
      // Guest payments' approvals after the carts' (the checkout leaves those without a cart alone).
      const guests = await reconcileGuestApprovals(asked)
      const settled = guests.applied.length + guests.voided.length
      return { output: { captured: report.captured.length + guests.applied.length, voided: report.voided.length + guests.voided.length, left: Math.max(0, report.left.length - settled) } }
    }, { waitMs: RECONCILE_LOCK_WAIT_MS })
  },
}

/**
 * POST /cms-api/reconcile-payments (staff only) {afterMinutes?: 0–15, reference?: a web cart id or a guest payment's reference}: runs
 * the reconciliation job now, through the job queue: 200 {job, status: 'success'}. Staff may reconcile
 * sooner than 15 minutes (e.g. one cart a visitor phoned about); either way only the capture's own
 * rules decide, so a young approval is captured or voided exactly as its capture would.
 */
const reconcileNow: Endpoint = {
  path: '/reconcile-payments',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const body = ((await req.json?.().catch(() => null)) ?? {}) as { afterMinutes?: unknown; reference?: unknown }
    const afterMinutes = body.afterMinutes === undefined ? null : Number(body.afterMinutes)
    if (afterMinutes !== null && (!Number.isInteger(afterMinutes) || afterMinutes < 0 || afterMinutes > 15)) return Response.json({ error: 'afterMinutes must be a whole number from 0 to 15' }, { status: 400 })
    if (body.reference !== undefined && (typeof body.reference !== 'string' || body.reference.length > 100)) return Response.json({ error: 'reference must be a web cart id or a guest payment reference' }, { status: 400 })
    const job = await req.payload.jobs.queue({ task: 'reconcile-payments', input: { afterMinutes, reference: body.reference ?? null }, queue: 'payments-now' })
    const ran = await req.payload.jobs.runByID({ id: job.id })
    const status = ran.jobStatus?.[String(job.id)]?.status
    return Response.json({ job: job.id, status }, { status: status === 'success' ? 200 : 500 })
  },
}
const env = getEnv()
/** Local prototyping only (BOXLINE_DEV_PUSH=1, never in production, tests or CI): push schema changes to a throwaway dev database instead of migrating. */
export const devSchemaPush = process.env.BOXLINE_DEV_PUSH === '1' && process.env.NODE_ENV !== 'production'
/** How long a write on SQLite waits for another writer (another process, a script, the job runner). */
const SQLITE_BUSY_TIMEOUT_MS = 5000

/**
 * SQLite file by default; PostgreSQL when DATABASE_URI is a postgres:// URL. Schema changes only
 * through committed migrations, which the boot runs (lib/boot.ts, lib/db/migrations.ts).
 */
function database() {
  if (isPostgres(env.databaseUri)) {
    return postgresAdapter({
      pool: { connectionString: env.databaseUri },
      migrationDir: path.resolve(dirname, '../migrations/postgres'),
      push: devSchemaPush,
    })
  }
  return sqliteAdapter({
    client: { url: env.databaseUri },
    migrationDir: path.resolve(dirname, '../migrations/sqlite'),
    push: devSchemaPush,
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    // Readers never wait for a writer (nor fail with "database is locked" while one commits).
    wal: env.databaseUri.startsWith('file:'),
    // Real transactions on SQLite too (the adapter's default is none): carts, orders and leads are written atomically.
    transactionOptions: {},
  })
}

export default buildConfig({
  serverURL: env.SITE_URL,
  secret: env.payloadSecret,
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Boxline' },
    // Numeric dates (2026-11-24 11:52) read the same in English and French; Payload's default
    // ("MMMM do yyyy, h:mm a") shows "novembre 24 2026, 11:52 AM" in the French admin.
    dateFormat: ADMIN_DATE_FORMAT,
    // A built-in avatar: the default (Gravatar) is an outside image the admin's CSP blocks.
    avatar: 'default',
    // Approvals awaiting reconciliation, counted on the dashboard (issue 42).
    components: { beforeDashboard: ['/ui/admin/dashboard/BusinessSummary#BusinessSummary', '/integrations/payments/components/AwaitingReconciliation#AwaitingReconciliation'] },
  },
  i18n: {
    supportedLanguages: { en, fr },
    fallbackLanguage: 'en',
    // Payload's French is France's; a few of its strings read better in Quebec French.
    translations: {
      fr: {
        general: {
          createNew: 'Créer',
          createNewLabel: 'Créer : {{label}}',
          createdAt: 'Créé le',
          email: 'Courriel',
          locale: 'Langue du contenu',
          perPage: 'Par page : {{limit}}',
        },
      },
    },
  },
  localization: {
    locales: [
      { code: 'en', label: { en: 'English', fr: 'Anglais' } },
      { code: 'fr', label: { en: 'French', fr: 'Français' } },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  collections: cmsCollections,
  globals: cmsGlobals,
  endpoints: [reconcileNow],
  jobs: {
    tasks: [reconcilePayments],
    // Runs the payments queue every five minutes, queuing the scheduled job first; and, every
    // minute, the default queue, where the admin puts scheduled publishing of pages.
    autoRun: [
      { cron: EVERY_FIVE_MINUTES, queue: PAYMENTS_QUEUE },
      { cron: '* * * * *', queue: 'default' },
    ],
    // Only staff (the only signed-in users) may queue, run or cancel jobs over HTTP.
    access: { run: ({ req }) => Boolean(req.user), queue: ({ req }) => Boolean(req.user), cancel: ({ req }) => Boolean(req.user) },
  },
  db: database(),
  sharp,
  email: outboxEmailAdapter,
  // Payload's own pretty output, with refusals (4xx) on one info line instead of an error and its stack.
  logger: { options: { hooks: { logMethod: refusalsOnOneLine } }, destination: defaultLoggerOptions },
  graphQL: { disable: true },
  telemetry: false,
  // Types are regenerated by `npm run dev` only: a script (seed, staff:reset-password) or a test
  // server would otherwise start a generate:types process that rewrites src/payload-types.ts.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: process.env.npm_lifecycle_event === 'dev' },
  // The adapter sets the busy timeout on its first SQLite connection only (src/lib/db/sqliteBusyTimeout.ts).
  onInit: async (payload) => {
    if (!isPostgres(env.databaseUri)) await keepBusyTimeout((payload.db as unknown as { client: Parameters<typeof keepBusyTimeout>[0] }).client, SQLITE_BUSY_TIMEOUT_MS)
  },
})

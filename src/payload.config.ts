import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig, defaultLoggerOptions } from 'payload'
import sharp from 'sharp'
import { Accessories } from './collections/catalog/Accessories'
import { AccessoryKits } from './collections/catalog/AccessoryKits'
import { Closures } from './collections/catalog/Closures'
import { TaxRates } from './collections/catalog/TaxRates'
import { Containers } from './collections/catalog/Containers'
import { ProductCategories } from './collections/catalog/ProductCategories'
import { Carts } from './collections/commerce/Carts'
import { Orders } from './collections/commerce/Orders'
import { UsedUnits } from './collections/commerce/UsedUnits'
import { Media } from './collections/content/Media'
import { Pages } from './collections/content/Pages'
import { Users } from './collections/system/Users'
import { systemCollections } from './collections/system'
import { leadsCollections } from './collections/leads'
import { billingCollections } from './collections/billing'
import { PaymentTransactions } from './integrations/payments/collections/PaymentTransactions'
import { outboxEmailAdapter } from './integrations/mail/payloadEmail'
import { Navigation } from './globals/Navigation'
import { ADMIN_DATE_FORMAT } from './collections/fields/labels'
import { SiteSettings } from './globals/SiteSettings'
import { getEnv, isPostgres } from './lib/env'
import { refusalsOnOneLine } from './lib/refusalLogging'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()
/** Local prototyping only (BOXLINE_DEV_PUSH=1, never in production, tests or CI): push schema changes to a throwaway dev database instead of migrating. */
export const devSchemaPush = process.env.BOXLINE_DEV_PUSH === '1' && process.env.NODE_ENV !== 'production'

/** SQLite file by default; PostgreSQL when DATABASE_URI is a postgres:// URL. Schema changes only through committed migrations. */
function database() {
  if (isPostgres(env.databaseUri)) {
    return postgresAdapter({
      pool: { connectionString: env.databaseUri },
      migrationDir: path.resolve(dirname, '../migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: devSchemaPush,
    })
  }
  return sqliteAdapter({
    client: { url: env.databaseUri },
    migrationDir: path.resolve(dirname, '../migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push: devSchemaPush,
    busyTimeout: 5000,
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
  collections: [Pages, Media, ProductCategories, Containers, AccessoryKits, Accessories, Closures, TaxRates, Carts, Orders, UsedUnits, ...leadsCollections, ...billingCollections, PaymentTransactions, Users, ...systemCollections],
  globals: [SiteSettings, Navigation],
  db: database(),
  sharp,
  email: outboxEmailAdapter,
  // Payload's own pretty output, with refusals (4xx) on one info line instead of an error and its stack.
  logger: { options: { hooks: { logMethod: refusalsOnOneLine } }, destination: defaultLoggerOptions },
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})

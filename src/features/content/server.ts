// Server-only face of the content feature (CMS pages). It has no browser code, hence no index.ts.
import 'server-only'

export { getPageBySlug, listPageSlugs } from './server/pages'

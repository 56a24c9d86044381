// Server-only face of the content feature (CMS pages). It has no browser code, hence no index.ts.
import 'server-only'

export { findRedirect, getPageBySlug, listPageSlugs } from './server/pages'
export { cmsPageMetadata } from './components/cmsPageMetadata'
export { isStaffRequest, previewTarget, showsDrafts } from './server/preview'

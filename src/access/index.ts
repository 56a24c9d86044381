import type { Access } from 'payload'

/** Staff are the only authenticated users; the public site reads through the server. */
export const staffOnly: Access = ({ req }) => Boolean(req.user)
export const anyone: Access = () => true

/** Collections only the server writes and reads (Local API with overrideAccess): nobody over HTTP, staff included. */
export const serverOnly = { read: () => false, create: () => false, update: () => false, delete: () => false } satisfies Record<string, Access>

/** Collections with drafts: visitors read published documents only; staff read drafts too (the preview and the admin). */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

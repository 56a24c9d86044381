import type { CollectionConfig } from 'payload'
import { groups, labels } from '../fields/labels'

/** Staff accounts for the admin. Visitors never log in to this site. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'Staff user', fr: 'Membre du personnel' }, plural: { en: 'Staff users', fr: 'Personnel' } },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // The staff session cookie is Secure whenever the site is served over HTTPS (SITE_URL https://…).
    cookies: { secure: process.env.SITE_URL?.startsWith('https://') ?? false, sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'updatedAt'], group: groups.system },
  fields: [{ name: 'name', type: 'text', label: labels.name }],
}

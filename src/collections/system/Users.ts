import type { CollectionConfig } from 'payload'
import { clearFailedLogins, CLIENT_LOCK_MS, countFailedLogin, FAILURES_PER_ACCOUNT, refuseLockedClient, throttlePasswordResets } from './staffLogin'
import { groups, labels } from '../fields/labels'

/** Staff accounts for the admin. Visitors never log in to this site. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'Staff user', fr: 'Membre du personnel' }, plural: { en: 'Staff users', fr: 'Personnel' } },
  auth: {
    // Sign-ins are limited per account AND client (./staffLogin.ts); this per-account lock is the backstop.
    maxLoginAttempts: FAILURES_PER_ACCOUNT,
    lockTime: CLIENT_LOCK_MS,
    // The staff session cookie is Secure whenever the site is served over HTTPS (SITE_URL https://…).
    cookies: { secure: process.env.SITE_URL?.startsWith('https://') ?? false, sameSite: 'Lax' },
    // Payload's own throttle writes outside the reset's transaction, which deadlocks SQLite (every
    // reset answered 500 "database is locked"); `throttlePasswordResets` limits them per e-mail and client instead.
    forgotPassword: { minRequestInterval: 0 },
  },
  hooks: {
    afterError: [countFailedLogin],
    afterLogin: [clearFailedLogins],
    beforeOperation: [
      refuseLockedClient,
      throttlePasswordResets,
    ],
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'updatedAt'], group: groups.system },
  fields: [{ name: 'name', type: 'text', label: labels.name }],
}

import type { Access } from 'payload'

/** Staff are the only authenticated users; the public site reads through the server. */
export const staffOnly: Access = ({ req }) => Boolean(req.user)
export const anyone: Access = () => true

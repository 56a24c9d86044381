import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

/** The Payload Local API, one instance per server process (getPayload caches it). */
export const getPayloadClient = () => getPayload({ config })

/** Per-request memoized variant for server components. */
export const getPayloadForRequest = cache(getPayloadClient)

import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload Local API, one instance per server process (getPayload caches it). */
export const getPayloadClient = () => getPayload({ config })

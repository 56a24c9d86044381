import type { CollectionConfig } from 'payload'
import { Leads } from './Leads'

export { Leads, LEADS_SLUG, LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from './Leads'

/** The leads collections (quote and support requests). */
export const leadsCollections: CollectionConfig[] = [Leads]

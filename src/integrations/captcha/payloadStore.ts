import 'server-only'
import type { Payload, Where } from 'payload'
import { CAPTCHA_SOLUTIONS_SLUG } from '@/collections/system/CaptchaSolutions'
import type { UsedSolutionStore } from './types'

type Slug = typeof CAPTCHA_SOLUTIONS_SLUG
interface Local {
  collection: Slug
  depth: 0
  overrideAccess: true
}

/** The Local API calls the store makes, typed for `captcha-solutions` whatever payload-types.ts holds. */
interface SolutionsPayload {
  find(args: Local & { where: Where; limit: number; pagination: false }): Promise<{ docs: unknown[] }>
  create(args: Local & { data: { signature: string; expiresAt: string } }): Promise<unknown>
  delete(args: Local & { where: Where }): Promise<unknown>
}

/**
 * UsedSolutionStore on the `captcha-solutions` collection (unique `signature`), through the
 * Local API with overrideAccess: the collection has no public access at all.
 */
export function createPayloadUsedSolutionStore(getPayloadClient: () => Promise<Payload>): UsedSolutionStore {
  const getPayload = async () => (await getPayloadClient()) as unknown as SolutionsPayload

  async function has(signature: string): Promise<boolean> {
    const payload = await getPayload()
    const found = await payload.find({
      collection: CAPTCHA_SOLUTIONS_SLUG,
      where: { signature: { equals: signature } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return found.docs.length > 0
  }

  return {
    has,

    async add(signature, expiresAt) {
      const payload = await getPayload()
      try {
        await payload.create({
          collection: CAPTCHA_SOLUTIONS_SLUG,
          data: { signature, expiresAt: expiresAt.toISOString() },
          depth: 0,
          overrideAccess: true,
        })
        return true
      } catch (error) {
        // The unique index refused it: already used (also under a concurrent double submit).
        if (await has(signature)) return false
        throw error
      }
    },

    async purgeExpired(now) {
      const payload = await getPayload()
      await payload.delete({
        collection: CAPTCHA_SOLUTIONS_SLUG,
        where: { expiresAt: { less_than: now.toISOString() } },
        depth: 0,
        overrideAccess: true,
      })
    },
  }
}

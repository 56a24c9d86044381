import 'server-only'
import { cookies } from 'next/headers'
import { ORDERS_SLUG } from '@/collections/commerce/Orders'
import { getPayloadClient } from '@/lib/payload'
import type { Order } from '@/payload-types'
import { ORDER_COOKIE, readConfirmationToken } from '../orderCookie'

/** For the order capture page: the visitor's last order, by the httpOnly order cookie; null without one. */
export async function getVisitorOrder(): Promise<Order | null> {
  const token = readConfirmationToken((await cookies()).get(ORDER_COOKIE)?.value)
  if (!token) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: ORDERS_SLUG, where: { confirmationToken: { equals: token } }, limit: 1, pagination: false, depth: 0 })
  return docs[0] ?? null
}

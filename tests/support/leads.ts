import { expect } from 'vitest'

type Staff = (path: string, init?: RequestInit) => Promise<Response>

/** The leads and outbox e-mails a request test looks up as staff (`staffApi(base).staff`). */
export function leadLookups<Lead, Mail>(staff: Staff) {
  const docs = async <T>(path: string): Promise<T[]> => ((await (await staff(path)).json()) as { docs: T[] }).docs
  return {
    async leadsWithKey(key: string): Promise<Lead[]> {
      const res = await staff(`/leads?where[idempotencyKey][equals]=${key}&depth=0`)
      expect(res.status).toBe(200)
      return ((await res.json()) as { docs: Lead[] }).docs
    },
    leadsOfEmail: (email: string) => docs<Lead>(`/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`),
    outbox: (ids: number[]) => docs<Mail>(`/outbox?where[id][in]=${ids.join(',')}&depth=0&sort=id`),
  }
}

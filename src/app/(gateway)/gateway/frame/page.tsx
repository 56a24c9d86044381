import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { FramePage } from '@/integrations/payments/components/FramePage'
import { frameLocale } from '@/integrations/payments/components/FrameError'

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<{ iframeEcommKey?: string | string[] }> }

const keyOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: frameLocale(keyOf((await searchParams).iframeEcommKey) ?? null), namespace: 'paymentFrame' })
  return { title: t('title') }
}

/** GET /gateway/frame?iframeEcommKey=… — the hosted payment frame (integrations/payments). */
export default async function Page({ searchParams }: Props) {
  return <FramePage sessionKey={keyOf((await searchParams).iframeEcommKey)} />
}

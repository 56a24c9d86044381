import { getTranslations } from 'next-intl/server'
import type { CallToActionBannerBlock as BannerData } from '@/payload-types'
import { isChatHref, localHref, telHref } from '@/features/site-shell'
import { getSiteSettings } from '@/features/site-shell/server'
import { isLocale } from '@/i18n/routing'
import { cx } from '@/ui/cx'
import { RichText } from '../shared/RichText'
import { bannerTheme, hasChat, paddingClasses } from './banner'
import { headingLines } from './headingLines'
import { LazyBannerChat as BannerChat } from './LazyBannerChat'

const BUTTON = 'rounded-md px-5 py-3 font-semibold'

/**
 * Spec 3 §2 "Call-to-action banner": label, heading (a literal \n breaks it into lines),
 * subheading, rich text, a primary and a secondary button, a background colour, a grid backdrop
 * and the space above and below. With a chat script, the primary button opens the chat area (the
 * only client code of the block, fetched by pages that have one).
 */
export async function CallToActionBannerBlock({ block, locale }: { block: BannerData; locale: string }) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'blocks.banner' }), isLocale(locale) ? getSiteSettings(locale) : null])
  const theme = bannerTheme(block.background)
  const primaryClassName = cx(BUTTON, block.background === 'yellow' ? 'bg-brand-900 text-white hover:bg-brand-800' : 'bg-accent-400 text-slate-900 hover:bg-accent-500')
  const secondaryClassName = cx(BUTTON, 'border', theme.dark ? 'border-white text-white hover:bg-white/10' : 'border-brand-900 text-brand-900 hover:bg-white')

  const intro = (
    <>
      {block.label && <p className={cx('text-sm font-semibold tracking-wide uppercase', theme.label)}>{block.label}</p>}
      <h2 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">
        {headingLines(block.heading).map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
      </h2>
      {block.subheading && <p className={cx('mx-auto mt-4 max-w-2xl text-lg', theme.muted)}>{block.subheading}</p>}
      {block.content ? (
        <RichText data={block.content} locale={locale} className={cx('mx-auto mt-4 max-w-2xl', theme.muted, theme.dark ? '[&_a]:text-white' : '[&_a]:text-brand-800')} />
      ) : null}
    </>
  )
  // Spec 3 §2: a secondary button to the chat (the home page's) dials the site's phone on screens up to 640 px wide.
  const phone = block.secondaryCtaLink && isChatHref(block.secondaryCtaLink) ? settings?.phone?.trim() : undefined
  const secondaryLink = (href: string, className?: string) => (
    <a href={href} data-analytics="homepage-cta" className={cx(secondaryClassName, className)}>
      {block.secondaryCtaLabel}
    </a>
  )
  const secondary =
    block.secondaryCtaLabel && block.secondaryCtaLink ? (
      phone ? (
        <>
          {secondaryLink(telHref(phone), 'min-[641px]:hidden')}
          {secondaryLink(localHref(block.secondaryCtaLink, locale), 'hidden min-[641px]:inline-block')}
        </>
      ) : (
        secondaryLink(localHref(block.secondaryCtaLink, locale))
      )
    ) : null

  let body
  if (hasChat(block.script)) {
    body = (
      <BannerChat
        intro={intro}
        primaryLabel={block.primaryCtaLabel?.trim() || t('startChat')}
        primaryClassName={primaryClassName}
        secondary={secondary}
        chatLabel={t('chatArea')}
        chat={
          <div className="m-auto max-w-md space-y-4 p-8 text-center">
            <p className="text-xl font-semibold text-brand-900">{t('chatUnavailable')}</p>
            <p className="text-slate-700">{t('chatInstead')}</p>
            <a href={localHref('/request-service', locale)} className="inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
              {t('chatRequestLink')}
            </a>
          </div>
        }
        endHeading={block.endChatBlock?.heading?.trim() || t('endChatHeading')}
        endLabel={block.endChatBlock?.primaryCtaLabel?.trim() || t('endChat')}
        endClassName={secondaryClassName}
        startLabels={[...new Set(['Start a chat', t('startChat')])]}
      />
    )
  } else {
    body = (
      <>
        {intro}
        {(block.primaryCtaLabel && block.primaryCtaLink) || secondary ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {block.primaryCtaLabel && block.primaryCtaLink && (
              <a href={localHref(block.primaryCtaLink, locale)} data-analytics="homepage-cta" className={primaryClassName}>
                {block.primaryCtaLabel}
              </a>
            )}
            {secondary}
          </div>
        ) : null}
      </>
    )
  }

  return (
    <section
      id={block.anchorId || undefined}
      className={cx('scroll-mt-[150px] focus:outline-none', theme.section, paddingClasses(block.paddingTop, block.paddingBottom))}
      style={
        block.grid
          ? {
              backgroundImage: `linear-gradient(to right, ${theme.grid} 1px, transparent 1px), linear-gradient(to bottom, ${theme.grid} 1px, transparent 1px)`,
              backgroundSize: '32px 32px',
            }
          : undefined
      }
      data-banner-grid={block.grid ? '' : undefined}
    >
      <div className="mx-auto max-w-5xl px-4 text-center lg:px-8">{body}</div>
    </section>
  )
}

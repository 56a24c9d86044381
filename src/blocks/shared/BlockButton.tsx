import { localHref } from '@/features/site-shell'
import { buttonClassName } from '@/ui/Button'

/** A block's button (its ctaLabel and ctaLink): a primary button to a site path in the page's locale; nothing without both. */
export function BlockButton({ label, link, locale, className = 'mt-8' }: { label?: string | null; link?: string | null; locale: string; className?: string }) {
  if (!label || !link) return null
  return (
    <a href={localHref(link, locale)} className={buttonClassName({ variant: 'primary', className })}>
      {label}
    </a>
  )
}

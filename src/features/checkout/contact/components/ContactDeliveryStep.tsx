import { createTranslator } from 'next-intl'
import { getCaptchaClientConfig } from '@/integrations/captcha'
import type { Cart } from '@/payload-types'
import { FocusOnArrival } from '@/ui/FocusOnArrival'
import { Stepper } from '@/ui/Stepper'
import { contactValuesFrom } from '../fields'
import { isCheckoutCaptchaRequired } from '../server/captchaFlag'
import { LazyContactForm } from './LazyContactForm'
import { ContactIntl, contactClientMessages } from './ContactIntl'

/** What step 1 reads from the cart: the stored cart, or a CartView (which carries no contact). */
export type ContactStepCart = { contact?: Cart['contact'] | null }

export type ContactDeliveryStepProps = { locale: 'en' | 'fr'; cart: ContactStepCart }

/** Step 1's Back (spec 2 §2). */
export const contactBackHref = (locale: 'en' | 'fr') => `/${locale}/products/storage-containers`

/**
 * Checkout step 1 of 2, contact and delivery (spec 2 §2–§5), rendered by /{locale}/cart-summary
 * while the cart has no submitted contact, or with ?step=contact (step 2's Back; prefilled from
 * the cart). Server component: the stepper and the form are the client island.
 */
export function ContactDeliveryStep({ locale, cart }: ContactDeliveryStepProps) {
  const t = createTranslator({ locale, messages: contactClientMessages(locale), namespace: 'checkoutContact' })
  return (
    <section aria-labelledby="checkout-contact-heading" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10 md:py-14">
      <ContactIntl locale={locale}>
        <Stepper
          current={0}
          steps={[
            { id: 'contact', label: t('steps.contact') },
            { id: 'summary', label: t('steps.summary') },
          ]}
        />
        <div>
          <h1 id="checkout-contact-heading" tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 focus:outline-none md:text-4xl">
            {t('heading')}
          </h1>
          <p className="mt-2 text-slate-700">{t('intro')}</p>
          <FocusOnArrival targetId="checkout-contact-heading" />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
          <LazyContactForm
            locale={locale}
            initialValues={contactValuesFrom(cart.contact)}
            captchaRequired={isCheckoutCaptchaRequired()}
            captcha={getCaptchaClientConfig()}
            backHref={contactBackHref(locale)}
          />
        </div>
      </ContactIntl>
    </section>
  )
}

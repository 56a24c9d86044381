import { describe, expect, it } from 'vitest'
import en from '../messages/en.json'
import fr from '../messages/fr.json'
import { confirmationContents } from './confirmation'

describe('seeded order confirmation texts', () => {
  it.each([
    ['en', en.orderConfirmation],
    ['fr', fr.orderConfirmation],
  ] as const)('are the %s messages they replace, word for word', (locale, m) => {
    const seeded = confirmationContents[locale]
    expect(seeded['order-captured']).toEqual({
      heading: m.heading,
      subheading: m.subheading,
      labels: { orderNumber: m.labels.orderNumber, total: m.labels.total, address: m.labels.address, summaryHeading: m.labels.summaryHeading, quantity: m.labels.quantity, delivery: m.labels.rentalPeriod },
    })
    expect(seeded['order-failed']).toEqual({ heading: m.failed.heading, subheading: m.failed.message, ctaLabel: m.failed.retry })
    expect(seeded['empty-cart']).toEqual({ heading: m.empty.heading, subheading: m.empty.text, ctaLabel: m.empty.cta })
    expect(seeded['thank-you']).toEqual({ heading: m.thankYou.heading, subheading: m.thankYou.skipped, ctaLabel: m.thankYou.home })
    const p = m.accountPrompt
    expect(seeded['account-prompt']).toEqual({ heading: p.heading, column1Text: p.column1Text, column2Heading: p.column2Heading, ctaLabel: p.signIn, column2PrimaryCtaLabel: p.create, column2SecondaryCtaLabel: p.skip })
  })
})

// The vocabulary of the confirmation contents (spec 3 §3 "Confirmation content"), shared by the
// collection, the checkout pages that read it and the seed.

export const CONFIRMATION_CONTENTS_SLUG = 'confirmation-contents'

/** The internal labels: one entry each (unique). */
export const CONFIRMATION_LABELS = ['order-captured', 'order-failed', 'empty-cart', 'thank-you', 'account-prompt'] as const
export type ConfirmationLabel = (typeof CONFIRMATION_LABELS)[number]

/** The ordered labels of spec 3 §3 (order number, total, address, summary heading, quantity, delivery). */
export const CONFIRMATION_LABEL_KEYS = ['orderNumber', 'total', 'address', 'summaryHeading', 'quantity', 'delivery'] as const
export type ConfirmationLabelKey = (typeof CONFIRMATION_LABEL_KEYS)[number]

/** An entry as read in one locale (fields are null or absent when staff left them empty). */
export type ConfirmationEntry = {
  internalLabel?: string | null
  heading?: string | null
  subheading?: string | null
  subHeadingNew?: string | null
  ctaLabel?: string | null
  labels?: Partial<Record<ConfirmationLabelKey, string | null>>
  column1Text?: string | null
  column2Heading?: string | null
  column2PrimaryCtaLabel?: string | null
  column2SecondaryCtaLabel?: string | null
}

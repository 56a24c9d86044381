// A stored quote form block (one locale) → the definition the schema and the form are built from.
import type { QuoteFormBlock } from '@/payload-types'
import { FIELD_ITEM_TYPES, type FieldItemType, type QuoteFormDefinition } from './fields'

const isItemType = (value: unknown): value is FieldItemType => (FIELD_ITEM_TYPES as readonly unknown[]).includes(value)

/** The block's fields, industries and option cards; unknown kinds (fieldCalendar) are left out. */
export function toQuoteFormDefinition(block: Pick<QuoteFormBlock, 'formFields' | 'industries' | 'optionCards'>): QuoteFormDefinition {
  return {
    fields: (block.formFields ?? [])
      .filter((field) => isItemType(field.itemType))
      .map((field) => ({
        itemType: field.itemType,
        name: field.itemType === 'fieldLabel' ? '' : (field.name ?? ''),
        label: field.label ?? '',
        placeholder: field.placeholder ?? null,
        required: Boolean(field.isRequired),
        width: field.width ?? 'full',
        ...(field.itemType === 'fieldDropdown' ? { options: (field.options ?? []).map((option) => ({ value: option.value, label: option.label })) } : {}),
      })),
    industries: (block.industries?.options ?? []).map((industry) => ({ value: industry.value, label: industry.label })),
    optionCards: {
      mode: block.optionCards?.mode === 'radio' ? 'radio' : 'checkbox',
      cards: (block.optionCards?.cards ?? []).map((card) => ({ value: card.value, title: card.title, description: card.description ?? null })),
    },
  }
}

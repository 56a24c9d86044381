'use client'

import { cx } from '@/ui/cx'
import { FieldsetField, type FormApi } from '@/ui/form'
import type { FlatRentalQuoteValues, QuoteFormDefinition } from '../fields'

/** The block's option cards: one choice (radios) or several (checkboxes), as the block says. */
export function OptionCards({ form, cards, legend }: { form: FormApi<FlatRentalQuoteValues>; cards: QuoteFormDefinition['optionCards']; legend: string }) {
  const { values } = form
  const cardsError = form.errorText('optionCards')
  return (
    <FieldsetField form={form} field="optionCards" id={form.idOf('optionCards')} legend={legend} required legendClassName="mb-3 text-lg font-semibold text-slate-900" className="gap-3">
      <div className="grid gap-3 @xl:grid-cols-3">
        {cards.cards.map((card) => {
          const checked = values.optionCards.includes(card.value)
          return (
            <label
              key={card.value}
              className={cx(
                'flex cursor-pointer gap-3 rounded-lg border p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-700 has-[:focus-visible]:ring-offset-2',
                checked ? 'border-blue-700 bg-blue-50' : 'border-slate-400 bg-white hover:border-slate-600',
              )}
            >
              <input
                type={cards.mode}
                name="optionCards"
                value={card.value}
                checked={checked}
                aria-invalid={cardsError ? true : undefined}
                onChange={(event) => {
                  const next = cards.mode === 'radio' ? [card.value] : event.target.checked ? [...values.optionCards, card.value] : values.optionCards.filter((value) => value !== card.value)
                  form.setValues({ optionCards: next })
                  form.touch('optionCards')
                }}
                className="mt-1 size-5 shrink-0 accent-blue-700"
              />
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-slate-900">{card.title}</span>
                {card.description ? <span className="text-sm text-slate-700">{card.description}</span> : null}
              </span>
            </label>
          )
        })}
      </div>
    </FieldsetField>
  )
}

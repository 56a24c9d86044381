import { useTranslations } from '#i18n/hooks'
import { recommendedAddOns } from '../rules'
import type { AddOn } from '../types'

/** Spec 2 §9: 20WS, 20ZI, 20ZS whose category is not in the cart, each linking to its configurator tab. */
export function AddOns({ candidates, cartCategoryIds }: { candidates: AddOn[]; cartCategoryIds: string[] }) {
  const t = useTranslations('cart.checkout')
  const addOns = recommendedAddOns(candidates, cartCategoryIds)
  return (
    <section aria-labelledby="add-ons" className="mt-10">
      <h2 id="add-ons" className="text-xl font-semibold text-slate-900">
        {t('addOnsHeading')}
      </h2>
      {addOns.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('noAddOns')}</p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {addOns.map((addOn) => (
            <li key={addOn.productCode} className="rounded-lg border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{addOn.name}</p>
              <a href={addOn.href} className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                {t('addOnLink', { name: addOn.name })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

import type { DefaultCellComponentProps, NumberField, NumberFieldClientProps, NumberFieldSingleValidation } from 'payload'
import type { Currency } from '@/lib/money'
import { validateCents } from './moneyText'

type Label = { en: string; fr: string }

export type MoneyFieldOptions = {
  name: string
  label: Label
  /** The currency when the field's place fixes it (the USD or CAD group of a rate). */
  currency?: Currency
  /** Otherwise the document field that holds it, as a path from the document root: 'currency', 'buyQuote.currency'. */
  currencyPath?: string
  required?: boolean
  readOnly?: boolean
  description?: Label
  /** Amounts below zero allowed (credits and credit balances of the billing ledger). */
  signed?: boolean
}

/** Admin components of every money field (paths relative to the import map's baseDir, src/). */
export const MONEY_FIELD_COMPONENT = '/ui/admin/MoneyField#MoneyField'
export const MONEY_CELL_COMPONENT = '/ui/admin/MoneyCell#MoneyCell'

/** What the admin components receive: where the currency comes from. */
export type MoneyClientProps = { currency?: Currency; currencyPath?: string; signed?: boolean }
/** The props of the admin input and of the list cell (types only: the browser code never loads Payload's server package). */
export type MoneyFieldProps = NumberFieldClientProps & MoneyClientProps
export type MoneyCellProps = DefaultCellComponentProps & MoneyClientProps

const moneyValidator =
  (allowNegative: boolean): NumberFieldSingleValidation =>
  (value, { req, required }) =>
    validateCents(value, { required, allowNegative, language: req?.i18n?.language, requiredMessage: req?.t?.('validation:required') })
const validateMoney = moneyValidator(false)
const validateSignedMoney = moneyValidator(true)

/**
 * A money amount: stored as integer cents (a plain number column, as before), shown and typed in
 * the admin as dollars and cents ("139.00", with the currency beside it) and listed as "$139.00".
 */
export function moneyField({ name, label, currency, currencyPath, required = false, readOnly = false, description, signed = false }: MoneyFieldOptions): NumberField {
  const clientProps: MoneyClientProps = {
    ...(currency ? { currency } : currencyPath ? { currencyPath } : {}),
    ...(signed ? { signed: true } : {}),
  }
  return {
    name,
    type: 'number',
    label,
    required,
    ...(signed ? {} : { min: 0 }),
    validate: signed ? validateSignedMoney : validateMoney,
    admin: {
      ...(readOnly ? { readOnly: true } : {}),
      ...(description ? { description } : {}),
      components: {
        Field: { path: MONEY_FIELD_COMPONENT, clientProps },
        Cell: { path: MONEY_CELL_COMPONENT, clientProps },
      },
    },
  }
}

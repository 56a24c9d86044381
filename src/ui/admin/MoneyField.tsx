'use client'
// The admin input of every money field (src/collections/fields/money.ts): dollars and cents as
// text ("139.00", "139,00" in French) with the currency beside it, written to the form as
// integer cents. Text it cannot read stays in the form as that text, so the form refuses to save
// and the field says why (src/collections/fields/moneyText.ts).
import { getTranslation } from '@payloadcms/translations'
import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import { useCallback, useState, type ChangeEvent } from 'react'
import type { MoneyFieldProps } from '@/collections/fields/money'
import { centsToMoneyText, isCurrency, parseMoneyText, validateCents } from '@/collections/fields/moneyText'

type Stored = number | string | null | undefined
/** What the person typed, kept while the form value is still the one it produced. */
type Edit = { text: string; value: Stored }

export function MoneyField({ field, path: pathFromProps, readOnly, currency: fixedCurrency, currencyPath, signed = false }: MoneyFieldProps) {
  const { label, localized, required, admin } = field
  const { i18n, t } = useTranslation()
  const language = i18n.language
  const validate = useCallback(
    (value: unknown) => validateCents(value, { required, language, requiredMessage: t('validation:required'), allowNegative: signed }),
    [required, language, t, signed],
  )
  const { path, value, setValue, showError, disabled } = useField<Stored>({ potentiallyStalePath: pathFromProps, validate })
  const documentCurrency = useFormFields(([fields]) => (currencyPath ? fields?.[currencyPath]?.value : undefined))
  const currency = fixedCurrency ?? (isCurrency(documentCurrency) ? documentCurrency : undefined)

  const [edit, setEdit] = useState<Edit | null>(null)
  const [blurred, setBlurred] = useState(false)
  // A value changed elsewhere (document loaded, saved, reset) is shown formatted.
  const typing = edit !== null && edit.value === value
  const text = typing ? edit.text : typeof value === 'string' ? value : centsToMoneyText(value, language)
  const parsed = parseMoneyText(text, language, { allowNegative: signed })
  const inputError = parsed.ok ? undefined : parsed.message

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value
    const result = parseMoneyText(next, language, { allowNegative: signed })
    const stored = result.ok ? result.cents : next
    setEdit({ text: next, value: stored })
    setBlurred(false)
    setValue(stored)
  }
  const onBlur = () => {
    setBlurred(true)
    if (parsed.ok) setEdit(null) // "149" → "149.00"
  }

  const id = `field-${path.replace(/\./g, '__')}`
  const labelText = getTranslation(label || field.name, i18n)
  // The field's own admin.readOnly too: Payload does not pass it to a custom field, so a derived
  // amount (an invoice's balance) could be typed and then silently replaced on save (issue 43, item 12).
  const locked = Boolean(readOnly || admin?.readOnly || disabled)
  const errorShown = showError || (blurred && inputError !== undefined)
  return (
    <div className={[fieldBaseClass, 'number', 'money-field', errorShown && 'error', locked && 'read-only'].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} localized={localized} path={path} required={required} />
      <div className={`${fieldBaseClass}__wrap`}>
        <FieldError path={path} showError={errorShown} message={inputError} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 'calc(var(--base) / 2)' }}>
          <input
            id={id}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            aria-label={currency ? `${labelText} (${currency})` : undefined}
            aria-invalid={errorShown || undefined}
            disabled={locked}
            value={text}
            onChange={onChange}
            onBlur={onBlur}
            style={{ flex: '1 1 auto', maxWidth: '16rem', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
          />
          {currency ? (
            <span aria-hidden="true" style={{ color: 'var(--theme-elevation-600)', fontWeight: 600 }}>
              {currency}
            </span>
          ) : null}
        </div>
        <FieldDescription description={admin?.description} path={path} />
      </div>
    </div>
  )
}

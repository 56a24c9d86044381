'use client'
// List-view cell of every money field (src/collections/fields/money.ts): "$139.00" (en) or
// "139,00 $ US" (fr) instead of the stored 13900 cents.
import { useTranslation } from '@payloadcms/ui'
import type { MoneyCellProps } from '@/collections/fields/money'
import { formatCentsForAdmin } from '@/collections/fields/moneyText'

function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data)
}

export function MoneyCell({ cellData, rowData, currency, currencyPath }: MoneyCellProps) {
  const { i18n } = useTranslation()
  const amount = typeof cellData === 'number' ? cellData : null
  const rowCurrency = currency ?? (currencyPath ? valueAt(rowData, currencyPath) : undefined)
  return <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatCentsForAdmin(amount, rowCurrency, i18n.language)}</span>
}

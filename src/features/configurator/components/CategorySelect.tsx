'use client'

import { useTranslations } from '#i18n/hooks'
import { Select } from '@/ui/Select'
import type { IslandTab } from '../types'

/** Phones (< 768 px) choose the category with a dropdown instead of the vertical tabs. */
export function CategorySelect({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly IslandTab[]
  value: string
  onChange: (tabCode: string) => void
}) {
  const t = useTranslations('configurator')
  return (
    <div className="mb-6 md:hidden">
      <Select
        id="configurator-category"
        label={t('categories.select')}
        options={tabs.map((tab) => ({ value: tab.code, label: tab.name }))}
        value={value}
        onChange={onChange}
      />
    </div>
  )
}

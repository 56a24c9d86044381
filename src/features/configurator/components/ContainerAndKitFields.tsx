'use client'

import { useTranslations } from '#i18n/hooks'
import { useMissingAnswerText } from '@/features/form-fields'
import type { ValidationKey } from '@/lib/messageKeys'
import { QUANTITY_OPTIONS } from '@/lib/quantities'
import { Select } from '@/ui/Select'
import type { ConfigurationField } from '../client/configuration'
import type { ConfiguratorAction } from '../client/configuratorState'
import type { ConfiguratorView } from '../client/configuratorView'
import type { ConfiguratorChange } from '../client/analytics'
import type { SavedConfiguration } from '../types'

const quantityOptions = QUANTITY_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))
const noKitQuantityOptions = [{ value: '0', label: '0' }]

export interface ContainerAndKitFieldsProps {
  view: ConfiguratorView
  id: (field: ConfigurationField) => string
  dispatch: (action: ConfiguratorAction) => void
  /** The tab's saved configuration (the size rule brings its kit back). */
  saved: () => SavedConfiguration | undefined
  track: (field: ConfiguratorChange, value: string | number) => void
}

/** Container size and quantity, accessory kit and kit quantity (spec 1 §4 rules live in the reducer). */
export function ContainerAndKitFields({ view, id, dispatch, saved, track }: ContainerAndKitFieldsProps) {
  const t = useTranslations('configurator.form')
  const tv = useTranslations('validation')
  const { tab, container, configuration, noKit, errors } = view
  const missing = useMissingAnswerText()
  /** A rule's message; a missing choice names its field ("Choose your container size"). */
  const message = (key: ValidationKey | null | undefined, label?: string) => (key === 'required' && label ? missing({ label, kind: 'choose' }) : key ? tv(key) : undefined)

  return (
    <>
      <Select
        id={id('containerId')}
        label={t('containerSize')}
        options={tab.containers.map((c) => ({ value: c.id, label: t('sizeOption', { length: c.length }) }))}
        value={configuration.containerId}
        onChange={(containerId) => {
          dispatch({ type: 'chooseContainer', containerId, saved: saved() })
          track('containerSize', tab.containers.find((c) => c.id === containerId)?.productCode ?? containerId)
        }}
        error={message(errors.containerId, t('containerSize'))}
      />
      <Select
        id={id('containerQuantity')}
        label={t('containerQuantity')}
        options={quantityOptions}
        value={String(configuration.containerQuantity)}
        onChange={(value) => {
          dispatch({ type: 'chooseContainerQuantity', quantity: Number(value) })
          track('containerQuantity', Number(value))
        }}
        error={message(errors.containerQuantity, t('containerQuantity'))}
      />
      <Select
        id={id('kitId')}
        label={t('accessoryKit')}
        options={container.kits.map((kit) => ({ value: kit.id, label: kit.label }))}
        value={configuration.kitId}
        onChange={(kitId) => {
          dispatch({ type: 'chooseKit', kitId })
          track('accessoryKit', container.kits.find((k) => k.id === kitId)?.description ?? kitId)
        }}
        error={message(errors.kitId, t('accessoryKit'))}
      />
      <Select
        id={id('kitQuantity')}
        label={t('accessoryKitQuantity')}
        options={noKit ? noKitQuantityOptions : quantityOptions}
        value={String(configuration.kitQuantity)}
        disabled={noKit}
        onChange={(value) => {
          dispatch({ type: 'chooseKitQuantity', quantity: Number(value) })
          track('accessoryKitQuantity', Number(value))
        }}
        error={message(errors.kitQuantity, t('accessoryKitQuantity'))}
      />
      {/* Announces the quantity rule as soon as it breaks (the inline error itself is silent). */}
      <p role="status" className="sr-only">
        {message(view.quantityError)}
      </p>
    </>
  )
}

// What the form shows for one tab, derived from its state, the catalog and the date rules.
import type { DateRuleContext } from '@/lib/configuratorDates'
import type { ValidationKey } from '@/lib/messageKeys'
import { kitQuantityError } from '@/lib/quantities'
import type { ConfiguratorKit, IslandContainer, IslandTab } from '../types'
import { isNoneKit, type Configuration } from './configuration'
import type { TabState } from './configuratorState'
import type { DateResult, DateRules } from './dateRules'

export type ConfiguratorView = {
  tab: IslandTab
  configuration: Configuration
  container: IslandContainer
  kit: ConfiguratorKit | undefined
  /** The kit None: kit quantity 0 and its dropdown disabled. */
  noKit: boolean
  quantityError: ValidationKey | null
  /** Fields POST /api/cart rejected, until the visitor changes them (listed by the error summary). */
  serverErrors: TabState['serverErrors']
  /** The message each field shows now (server errors first, then the rules of touched fields). */
  errors: Partial<Record<keyof Configuration, ValidationKey>>
  startDate: DateResult | null
  endDate: DateResult | null
  billingCycle: number | null
  canContinue: boolean
}

export function configuratorView(
  tab: IslandTab,
  state: TabState,
  rules: DateRules | null,
  context: DateRuleContext,
  billingCycleDays: number,
): ConfiguratorView | null {
  const { configuration, touched, serverErrors } = state
  const container = tab.containers.find((c) => c.id === configuration.containerId)
  if (!container) return null
  const kit = container.kits.find((k) => k.id === configuration.kitId)
  const quantityError = kitQuantityError(configuration.kitQuantity, configuration.containerQuantity)
  const startDate = rules ? rules.validateStartDate(configuration.startDate, context) : null
  const endDate = rules ? rules.validateEndDate(configuration.endDate, configuration.startDate, context) : null
  const dateError = (result: DateResult | null, shown: boolean | undefined) =>
    shown && result && !result.ok ? result.error : undefined
  const billingCycle =
    rules && startDate?.ok && endDate?.ok ? rules.billingCycles(startDate.date, endDate.date, billingCycleDays) : null

  const errors: ConfiguratorView['errors'] = {
    ...(quantityError ? { kitQuantity: quantityError } : {}),
    ...(dateError(startDate, touched.startDate) ? { startDate: dateError(startDate, touched.startDate) } : {}),
    ...(dateError(endDate, touched.endDate) ? { endDate: dateError(endDate, touched.endDate) } : {}),
    ...serverErrors,
  }

  return {
    tab,
    configuration,
    container,
    kit,
    noKit: isNoneKit(kit),
    quantityError,
    serverErrors,
    errors,
    startDate,
    endDate,
    billingCycle,
    canContinue: Boolean(startDate?.ok && endDate?.ok && kit && !quantityError),
  }
}

// dataLayer events of the configurator (spec 1 §7: "Analytics events are sent on form steps
// and configurator changes"). One event name per kind, the changed field as a parameter.
// The Continue event (configurator_continue) is sent by continueToCart.ts, loaded on Continue.
import { pushEvent } from '@/integrations/analytics/dataLayer'

export type ConfiguratorChange =
  | 'tab'
  | 'containerSize'
  | 'containerQuantity'
  | 'accessoryKit'
  | 'accessoryKitQuantity'
  | 'startDate'
  | 'endDate'

export function trackConfiguratorChange(category: string, field: ConfiguratorChange, value: string | number): void {
  pushEvent('configurator_change', { category, field, value })
}

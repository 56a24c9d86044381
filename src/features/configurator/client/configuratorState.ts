// The configurator's client state: one configuration per tab, which date fields the visitor
// has left (their messages show from then on), and the field errors POST /api/cart answered.
// Everything else (selected container, kit, errors, billing cycle, price) is derived from it.
import { DATE_TEXT_MAX_LENGTH } from '@/lib/calendarDate'
import type { ValidationKey } from '@/lib/messageKeys'
import type { IslandData, IslandTab, SavedConfiguration } from '../types'
import {
  changeStartDate,
  chooseContainer,
  chooseKit,
  defaultConfiguration,
  type Configuration,
  type ConfigurationField,
} from './configuration'

export type DateField = 'startDate' | 'endDate'

export type TabState = {
  configuration: Configuration
  /** Date fields whose messages show: left once, typed in full, or cleared by the start rule. */
  touched: Partial<Record<DateField, true>>
  serverErrors: Partial<Record<ConfigurationField, ValidationKey>>
  /** Changed by the visitor since the page loaded: a late restore must not overwrite it. */
  dirty: boolean
}

export type ConfiguratorState = {
  tabCode: string
  tabs: Record<string, TabState>
}

export type ConfiguratorAction =
  | { type: 'selectTab'; tabCode: string }
  | { type: 'chooseContainer'; containerId: string; saved: SavedConfiguration | undefined }
  | { type: 'chooseContainerQuantity'; quantity: number }
  | { type: 'chooseKit'; kitId: string }
  | { type: 'chooseKitQuantity'; quantity: number }
  | { type: 'changeDate'; field: DateField; text: string }
  | { type: 'touchDate'; field: DateField }
  | { type: 'serverErrors'; errors: TabState['serverErrors'] }
  | { type: 'restore'; tabCode: string | null; configurations: Record<string, Configuration> }

export function initialConfiguratorState(data: IslandData, tabCode: string): ConfiguratorState {
  return {
    tabCode,
    tabs: Object.fromEntries(
      data.tabs.map((tab) => [tab.code, { configuration: defaultConfiguration(tab), touched: {}, serverErrors: {}, dirty: false }]),
    ),
  }
}

function without<K extends string, V>(record: Partial<Record<K, V>>, ...keys: K[]): Partial<Record<K, V>> {
  const copy = { ...record }
  for (const key of keys) delete copy[key]
  return copy
}

export function createConfiguratorReducer(tabs: readonly IslandTab[]) {
  const findTab = (code: string) => tabs.find((tab) => tab.code === code)

  return function reducer(state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState {
    if (action.type === 'selectTab') return findTab(action.tabCode) ? { ...state, tabCode: action.tabCode } : state
    if (action.type === 'restore') return restore(state, action)

    const tab = findTab(state.tabCode)
    const current = state.tabs[state.tabCode]
    if (!tab || !current) return state
    const update = (next: Partial<TabState>, ...cleared: ConfigurationField[]): ConfiguratorState => ({
      ...state,
      tabs: {
        ...state.tabs,
        [state.tabCode]: { ...current, ...next, serverErrors: without(next.serverErrors ?? current.serverErrors, ...cleared), dirty: true },
      },
    })
    const configuration = current.configuration
    const container = tab.containers.find((c) => c.id === configuration.containerId)

    switch (action.type) {
      case 'chooseContainer': {
        const chosen = tab.containers.find((c) => c.id === action.containerId)
        if (!chosen) return state
        return update({ configuration: chooseContainer(configuration, chosen, action.saved) }, 'containerId', 'kitId', 'kitQuantity')
      }
      case 'chooseContainerQuantity':
        return update({ configuration: { ...configuration, containerQuantity: action.quantity } }, 'containerQuantity', 'kitQuantity')
      case 'chooseKit': {
        const kit = container?.kits.find((k) => k.id === action.kitId)
        if (!kit) return state
        return update({ configuration: chooseKit(configuration, kit) }, 'kitId', 'kitQuantity')
      }
      case 'chooseKitQuantity':
        return update({ configuration: { ...configuration, kitQuantity: action.quantity } }, 'kitQuantity')
      case 'changeDate': {
        const complete = action.text.length >= DATE_TEXT_MAX_LENGTH
        if (action.field === 'endDate') {
          const touched = complete ? { ...current.touched, endDate: true as const } : current.touched
          return update({ configuration: { ...configuration, endDate: action.text }, touched }, 'startDate', 'endDate')
        }
        const changed = changeStartDate(configuration, action.text)
        const touched = {
          ...current.touched,
          ...(complete ? { startDate: true as const } : {}),
          // spec 1 §5: the cleared end shows 'Please use mm/dd/yyyy format'.
          ...(changed.endCleared ? { endDate: true as const } : {}),
        }
        return update({ configuration: changed.configuration, touched }, 'startDate', 'endDate')
      }
      case 'touchDate':
        return current.touched[action.field]
          ? state
          : { ...state, tabs: { ...state.tabs, [state.tabCode]: { ...current, touched: { ...current.touched, [action.field]: true } } } }
      case 'serverErrors':
        return {
          ...state,
          tabs: {
            ...state.tabs,
            [state.tabCode]: { ...current, serverErrors: action.errors, touched: { startDate: true, endDate: true } },
          },
        }
    }
  }
}

function restore(state: ConfiguratorState, action: Extract<ConfiguratorAction, { type: 'restore' }>): ConfiguratorState {
  const tabs = { ...state.tabs }
  for (const [code, configuration] of Object.entries(action.configurations)) {
    const current = tabs[code]
    if (!current || current.dirty) continue
    const touched: TabState['touched'] = {
      ...(configuration.startDate ? { startDate: true } : {}),
      ...(configuration.endDate ? { endDate: true } : {}),
    }
    tabs[code] = { ...current, configuration, touched }
  }
  const tabCode = action.tabCode && tabs[action.tabCode] ? action.tabCode : state.tabCode
  return { tabCode, tabs }
}

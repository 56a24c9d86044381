// Public face of the configurator, safe anywhere (browser included). Server code: ./server.ts.
// Keep it light: no zod here (the configurator's browser code runs the plain rules of src/lib).
export { loadDateRules, useDateRules } from './client/useDateRules'
export type { ConfiguratorAccessory, ConfiguratorContainer, ConfiguratorData, ConfiguratorKit, ConfiguratorTab, SavedConfiguration } from './types'

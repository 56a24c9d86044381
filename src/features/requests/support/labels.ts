import type { ServiceType } from './fields'

/** The message key of a service type (`supportRequest.services.<key>`): message keys are camelCase. */
export const serviceKey = (serviceType: ServiceType): 'relocation' | 'addUnits' | 'pickup' | 'repair' | 'billing' =>
  serviceType === 'add-units' ? 'addUnits' : serviceType

// The support request's service types, steps, fields and request body, without zod: what the
// page and the wizard need before the visitor starts typing. The rules themselves are in
// schema.ts (loaded lazily by the browser).

/** Request_Type__c: the services a visitor can ask for, in card order. */
export const SERVICE_TYPES = ['relocation', 'add-units', 'pickup', 'repair', 'billing'] as const
export type ServiceType = (typeof SERVICE_TYPES)[number]

export const isServiceType = (value: unknown): value is ServiceType => (SERVICE_TYPES as readonly unknown[]).includes(value)

export const COMMENTS_MAX_LENGTH = 2000
export const CONTACT_MAX_LENGTH = 100
export const UNITS_MAX = 99

/** Message ids of this form's own rules (messages/{en,fr}.json, namespace supportRequest). */
export const SUPPORT_ERRORS = {
  contractNumberRequired: 'supportRequest.errors.contractNumberRequired',
  contractNumberInvalid: 'supportRequest.errors.contractNumberInvalid',
  unitsRequired: 'supportRequest.errors.unitsRequired',
  unitsInvalid: 'supportRequest.errors.unitsInvalid',
  invoiceNumberMax: 'supportRequest.errors.invoiceNumberMax',
  newSiteContactRequired: 'supportRequest.errors.newSiteContactRequired',
  newSiteContactMin: 'supportRequest.errors.newSiteContactMin',
  newSiteContactMax: 'supportRequest.errors.newSiteContactMax',
  problemRequired: 'supportRequest.errors.problemRequired',
  questionRequired: 'supportRequest.errors.questionRequired',
  commentsMax: 'supportRequest.errors.commentsMax',
  sameSite: 'supportRequest.errors.sameSite',
} as const

/** The address parts of a form address (requested site, new site), spec 1 §3. */
export const ADDRESS_PARTS = ['Country', 'State', 'Zip', 'City', 'Address'] as const
export type AddressPart = (typeof ADDRESS_PARTS)[number]
export type AddressPrefix = 'requested' | 'newSite'
export const addressFields = <P extends AddressPrefix>(prefix: P) => ADDRESS_PARTS.map((part) => `${prefix}${part}` as `${P}${AddressPart}`)

/** Step 2: general information, in form order (also the error summary's order). */
export const GENERAL_FIELDS = ['firstName', 'lastName', 'company', 'email', 'phone', 'accountNumber', ...addressFields('requested')] as const

/** Step 3: each service's own fields, in form order; the captcha closes every scenario. */
export const SCENARIO_FIELDS = {
  relocation: ['contractNumber', 'units', ...addressFields('newSite'), 'newSiteContact', 'comments'],
  'add-units': ['contractNumber', 'units', 'comments'],
  pickup: ['contractNumber', 'units', 'comments'],
  repair: ['contractNumber', 'units', 'comments'],
  billing: ['contractNumber', 'invoiceNumber', 'comments'],
} as const satisfies Record<ServiceType, readonly string[]>

/** Fields a scenario requires (the others of its list are optional). */
export const REQUIRED_SCENARIO_FIELDS: Record<ServiceType, readonly string[]> = {
  relocation: ['contractNumber', 'units', ...addressFields('newSite'), 'newSiteContact'],
  'add-units': ['contractNumber', 'units'],
  pickup: ['contractNumber', 'units'],
  repair: ['comments'],
  billing: ['invoiceNumber', 'comments'],
}

type ScenarioField = (typeof SCENARIO_FIELDS)[ServiceType][number]
export type GeneralField = (typeof GENERAL_FIELDS)[number]
export type SupportField = 'serviceType' | GeneralField | ScenarioField | 'captchaToken'
export type SupportValueField = Exclude<SupportField, 'serviceType' | 'captchaToken'>

/** The first message id of each failing field. */
export type SupportErrors = Partial<Record<SupportField, string>>

/** The text values of the browser form (before parsing); all scenarios' fields, so Back keeps them. */
export type SupportValues = Record<SupportValueField, string>

export const EMPTY_SUPPORT_VALUES: SupportValues = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  accountNumber: '',
  requestedCountry: '',
  requestedState: '',
  requestedZip: '',
  requestedCity: '',
  requestedAddress: '',
  contractNumber: '',
  units: '',
  invoiceNumber: '',
  newSiteCountry: '',
  newSiteState: '',
  newSiteZip: '',
  newSiteCity: '',
  newSiteAddress: '',
  newSiteContact: '',
  comments: '',
}

/** POST /api/request-support's body as the form sends it (schema.ts checks and normalizes it). */
export type SupportRequestInput = { serviceType: ServiceType | '' } & Partial<Record<SupportValueField, string>> & {
    captchaToken: string
    idempotencyKey: string
    locale?: 'en' | 'fr'
    page?: string | null
  }

/** The fields of a step: 1 the service, 2 general information, 3 the service's own form. */
export function stepFields(step: 1 | 2 | 3, serviceType: ServiceType | ''): readonly SupportField[] {
  if (step === 1) return ['serviceType']
  if (step === 2) return GENERAL_FIELDS
  return serviceType ? [...SCENARIO_FIELDS[serviceType], 'captchaToken'] : ['captchaToken']
}

/** The browser form's values → the request body: only the chosen scenario's fields are sent. */
export function toSupportRequestBody(
  serviceType: ServiceType | '',
  values: SupportValues,
  context: { captchaToken: string; idempotencyKey: string; locale: 'en' | 'fr'; page: string },
): SupportRequestInput {
  const body: SupportRequestInput = { serviceType, captchaToken: context.captchaToken, idempotencyKey: context.idempotencyKey, locale: context.locale, page: context.page }
  for (const field of GENERAL_FIELDS) body[field] = values[field]
  if (serviceType) for (const field of SCENARIO_FIELDS[serviceType]) body[field] = values[field]
  return body
}

/** Only the errors of the given step's fields. */
export function errorsOfStep(errors: SupportErrors, step: 1 | 2 | 3, serviceType: ServiceType | ''): SupportErrors {
  const fields = stepFields(step, serviceType)
  return Object.fromEntries(Object.entries(errors).filter(([field]) => (fields as readonly string[]).includes(field))) as SupportErrors
}

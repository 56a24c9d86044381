/** Analytics integration: `window.dataLayer` events (GTM convention). Client-safe. */
export { pushEvent, type DataLayerEvent, type DataLayerParams, type DataLayerValue } from './dataLayer'
export { trackedClick, HOMEPAGE_PATHS, type TrackedKind } from './clicks'
export { AnalyticsClicks } from './AnalyticsClicks'

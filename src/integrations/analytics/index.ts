/** Analytics integration: `window.dataLayer` events (GTM convention). Client-safe. */
export { pushEvent, type DataLayerEvent, type DataLayerParams, type DataLayerValue } from './dataLayer'

// Server-only face of the configurator: the catalog calls (spec 1 §7) and the configuration
// schema the cart validates "Continue" with. Its page: ./pages/ConfiguratorPage.ts. Browser-safe code: ./index.ts.
import 'server-only'

export { getContainerTabs } from './server/containerTabs'
export { getProductCategory } from './server/productCategories'
export { getProductDetails } from './server/productDetails'
export { findProductGallery } from './server/productGallery'
export { sortKits } from './server/mapCatalog'
export { configurationSchema, type ConfigurationInput } from './schema'
export {
  configuratorApi,
  containerTabsQuery,
  contentTypeBody,
  issueFieldErrors,
  productCategoriesBody,
  productDetailsBody,
  productGalleryBody,
  type ProductGalleryQuery,
} from './api'

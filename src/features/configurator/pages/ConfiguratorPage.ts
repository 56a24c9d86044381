// The configurator page (/products/storage-containers), with its island.
export { ConfiguratorPage } from '../components/ConfiguratorPage'

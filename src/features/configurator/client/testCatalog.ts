// A small catalog for the configurator's unit tests (not shipped: only *.test.ts import it).
import type { ConfiguratorAccessory, ConfiguratorContainer, ConfiguratorKit, ConfiguratorTab } from '../types'
import type { KitDescription } from '@/collections/catalog/AccessoryKits'

const image = { url: '/a.webp', alt: '', width: 800, height: 600, thumbnailUrl: '/a-thumb.webp' }
const accessory = (id: string): ConfiguratorAccessory => ({
  id,
  sku: id,
  name: id,
  description: '',
  productDescription: '',
  features: [],
  image,
  link: null,
})
const kit = (id: string, description: KitDescription): ConfiguratorKit => ({
  id,
  description,
  label: description,
  summary: '',
  contents: description === 'None' ? [] : [{ accessory: accessory(`${id}-lock`), quantity: 1 }],
  cycleRate: description === 'None' ? 0 : 2500,
})
const kits = (prefix: string) => [
  kit(`${prefix}-none`, 'None'),
  kit(`${prefix}-protect`, 'Protect'),
  kit(`${prefix}-organize`, 'Protect + Organize'),
  kit(`${prefix}-load`, 'Protect + Load'),
  kit(`${prefix}-pro`, 'Protect Pro'),
]
const container = (id: string, length: number): ConfiguratorContainer => ({
  id,
  productCode: length === 20 ? '20ZS' : '40ZS',
  length,
  name: `Tri-cam ${length} ft`,
  description: '',
  specifications: [],
  uses: [],
  gallery: [image],
  productSheetUrl: null,
  kits: kits(id),
  cycleRate: length === 20 ? 15000 : 20000,
  deliveryFee: 9500,
  returnFee: 9500,
})

export const triCam: ConfiguratorTab = {
  id: 'cat-3',
  code: 'tri-cam',
  name: 'Tri-cam',
  description: '',
  highlighted: true,
  containers: [container('c20', 20), container('c40', 40)],
}

export const standard: ConfiguratorTab = { ...triCam, id: 'cat-1', code: 'standard', name: 'Standard', highlighted: false }

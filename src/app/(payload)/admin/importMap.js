import { MoneyCell as MoneyCell_fb6f38faaecb9c968af29d43d07b0129 } from '../../../ui/admin/MoneyCell'
import { MoneyField as MoneyField_8d196b34fe9575b35dd1cb4215e9ee7d } from '../../../ui/admin/MoneyField'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/ui/admin/MoneyCell#MoneyCell": MoneyCell_fb6f38faaecb9c968af29d43d07b0129,
  "/ui/admin/MoneyField#MoneyField": MoneyField_8d196b34fe9575b35dd1cb4215e9ee7d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}

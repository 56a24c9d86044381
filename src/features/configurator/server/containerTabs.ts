import 'server-only'
import { findCategories, findContainers } from '@/features/products/server'
import type { Locale } from '@/i18n/routing'
import { toMenuItems } from './catalogApiMappers'

/** GET /api/container-tabs: `{menuItems: [{label, actionValue}]}`, labels in `locale`. */
export async function getContainerTabs(locale: Locale) {
  const [categories, containers] = await Promise.all([findCategories(locale), findContainers('en', 0)])
  return toMenuItems(categories, containers)
}

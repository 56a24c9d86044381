/**
 * The CMS's collections and globals, in the admin's order: payload.config.ts builds on them, and
 * cmsSchema.test.ts checks that staff read every one of them in English and in French.
 */
import type { CollectionConfig, GlobalConfig } from 'payload'
import { Accessories } from './collections/catalog/Accessories'
import { AccessoryKits } from './collections/catalog/AccessoryKits'
import { Closures } from './collections/catalog/Closures'
import { TaxRates } from './collections/catalog/TaxRates'
import { Containers } from './collections/catalog/Containers'
import { ProductCategories } from './collections/catalog/ProductCategories'
import { Carts } from './collections/commerce/Carts'
import { ConfirmationContents } from './collections/commerce/ConfirmationContents'
import { Orders } from './collections/commerce/Orders'
import { UsedUnits } from './collections/commerce/UsedUnits'
import { Media } from './collections/content/Media'
import { Pages } from './collections/content/Pages'
import { Redirects } from './collections/content/Redirects'
import { BlogArticles, CaseStudies, Categories, Industries, SustainabilityArticles, SustainabilityGroups, Topics } from './collections/content/Articles'
import { Solutions } from './collections/content/Solutions'
import { Documents } from './collections/content/Documents'
import { CustomizationCategories, Customizations } from './collections/content/Customizations'
import { SubIndustries, Testimonials, UseCases } from './collections/content/SubIndustries'
import { Events } from './collections/content/Events'
import { Users } from './collections/system/Users'
import { systemCollections } from './collections/system'
import { leadsCollections } from './collections/leads'
import { billingCollections } from './collections/billing'
import { PaymentTransactions } from './integrations/payments/collections/PaymentTransactions'
import { Navigation } from './globals/Navigation'
import { SiteSettings } from './globals/SiteSettings'

export const cmsCollections: CollectionConfig[] = [Pages, Redirects, Events, BlogArticles, CaseStudies, Solutions, Categories, Industries, Topics, SustainabilityArticles, SustainabilityGroups, Documents, Customizations, CustomizationCategories, SubIndustries, UseCases, Testimonials, Media, ProductCategories, Containers, AccessoryKits, Accessories, Closures, TaxRates, Carts, Orders, ConfirmationContents, UsedUnits, ...leadsCollections, ...billingCollections, PaymentTransactions, Users, ...systemCollections]

export const cmsGlobals: GlobalConfig[] = [SiteSettings, Navigation]

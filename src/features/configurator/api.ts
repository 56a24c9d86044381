import { z } from 'zod'
import { CONTAINER_CODES } from '@/collections/catalog/Containers'
import { badRequestBody, type ApiOperation } from '@/lib/http/openapi'

/**
 * The configurator's catalog calls (spec 1 §7), with the spec's field names. Schemas are shared
 * by the route handlers and /api/docs. Catalog records are named by database id or by their
 * stable code (category code such as "tri-cam", product code such as "20WS", kit description
 * such as "Protect"). Texts come in English, and French where the spec has a *_FR__c field.
 */

const locale = z.enum(['en', 'fr'], { error: 'locale must be en or fr' })

/** An id (number or numeric text) or a code; always handed on as text. */
const catalogRef = (what: string) =>
  z
    .union([z.string().trim().min(1).max(64), z.number().int().nonnegative()], { error: `${what} must be an id or a code` })
    .transform(String)

// GET /api/container-tabs

export const containerTabsQuery = z.object({ locale: locale.default('en') })

export const containerTabsAnswer = z.object({
  menuItems: z.array(z.object({ label: z.string().describe('category name in the locale'), actionValue: z.string().describe('category code') })),
})

// POST /api/get-product-categories

export const productCategoriesBody = z.object({
  categoryId: catalogRef('categoryId'),
  locale: locale.default('en').describe('language of Description and category names'),
})

const specificationsText = z.string().describe("'spec&spec|use&use'; an item's own & | \\ are escaped with \\")

export const productCategoriesAnswer = z.object({
  category: z.object({ id: z.string(), code: z.string(), name: z.string(), description: z.string(), highlighted: z.boolean() }),
  products: z.array(
    z.object({
      id: z.string(),
      Length__c: z.number().describe('feet'),
      ProductCode: z.enum(CONTAINER_CODES),
      Description: z.string().describe('container name in the locale'),
      Ecomm_Specifications__c: specificationsText,
      Ecomm_Specifications_FR__c: specificationsText,
      dropdown: z
        .array(z.object({ id: z.string(), Description: z.string().describe('None, Protect, …'), Description_FR: z.string(), label: z.string() }))
        .describe('accessory kits offered, in the fixed kit order'),
      category: z.object({ name: z.string(), description: z.string() }),
    }),
  ),
})

// POST /api/ecommerce-product-details

export const productDetailsBody = z
  .array(
    z.object({
      webstoreId: z.string().max(100).nullish().describe('accepted, ignored'),
      effectiveAccountID: z.string().max(100).nullish().describe('accepted, ignored'),
      productId: catalogRef('productId').describe('container id or product code'),
      assesoryKitId: catalogRef('assesoryKitId').describe('kit id or description (spelt so)'),
    }),
    { error: 'Expected an array of {productId, assesoryKitId}' },
  )
  .min(1, 'At least one entry is required')
  .max(30, 'At most 30 entries')

const imageSchema = z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number(), thumbnailUrl: z.string() })

export const productRelationSchema = z.object({
  ChildProduct: z.object({
    StockKeepingUnit: z.string(),
    Ecomm_Name__c: z.string(),
    Ecomm_Name_FR__c: z.string(),
    Ecomm_Description__c: z.string(),
    Ecomm_Description_FR__c: z.string(),
    Ecomm_Product_Description__c: z.string(),
    Ecomm_Product_Description_FR__c: z.string(),
    Ecomm_Specifications__c: z.string().describe("the accessory's features, 'Feature1&Feature2'"),
    Ecomm_Specifications_FR__c: z.string(),
  }),
  Quantity: z.number().int(),
  image: imageSchema.nullable(),
})

export const productDetailsAnswer = z.array(
  z.object({
    productId: z.string(),
    assesoryKitId: z.string(),
    productRelations: z.array(productRelationSchema).describe('empty for the None kit, and for an unknown container or kit, or a kit the container does not offer'),
  }),
)

// POST /api/contentful  (content_type productGallery; the dispatcher answers 400 for other types)

const contentLocale = z
  .string()
  .regex(/^(en|fr)([-_][A-Za-z]{2})?$/, 'locale must be en, fr, en-US or fr-CA')
  .transform((value) => (value.startsWith('fr') ? 'fr' : 'en') as 'en' | 'fr')

const productCode = z.string().trim().min(1, 'productCode is required').max(16)

export const productGalleryBody = z
  .object({
    content_type: z.literal('productGallery'),
    include: z.number().int().min(0).max(10).optional().describe('accepted; images are always included'),
    locale: contentLocale.optional(),
    'fields.productCode': productCode.optional(),
    fields: z.object({ productCode: productCode.optional() }).optional(),
  })
  .superRefine((data, ctx) => {
    if (!data['fields.productCode'] && !data.fields?.productCode) {
      ctx.addIssue({ code: 'custom', path: ['fields.productCode'], message: 'productCode is required' })
    }
  })
  .transform((data) => ({ locale: data.locale ?? ('en' as const), productCode: (data['fields.productCode'] ?? data.fields?.productCode)! }))

export type ProductGalleryQuery = z.output<typeof productGalleryBody>

export const productGalleryAnswer = z.object({
  items: z.array(
    z.object({
      sys: z.object({ id: z.string() }),
      fields: z.object({
        productCode: z.string(),
        image: z.array(imageSchema.extend({ title: z.string() })).describe('the gallery, in order; title = alt text'),
      }),
    }),
  ),
  total: z.number().int(),
})

/** The dispatcher's first look at a /api/contentful body: which content type it asks for. */
export const contentTypeBody = <T extends string>(contentTypes: readonly [T, ...T[]]) =>
  z.object({ content_type: z.enum(contentTypes, { error: `content_type must be one of: ${contentTypes.join(', ')}` }) })

const rejected = { 400: { description: 'Bad input', schema: badRequestBody }, 429: { description: 'Rate-limited' } }

export const configuratorApi: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/container-tabs',
    summary: "The configurator's tabs: one menu item per product category with containers, in tab order.",
    tag: 'catalog',
    query: containerTabsQuery,
    responses: { 200: { description: 'The tabs', schema: containerTabsAnswer }, ...rejected },
  },
  {
    method: 'post',
    path: '/api/get-product-categories',
    summary: "One category (by id or code) and its containers with the spec's fields; an unknown category is a 400 on categoryId.",
    tag: 'catalog',
    body: productCategoriesBody,
    responses: { 200: { description: 'The category and its containers', schema: productCategoriesAnswer }, ...rejected },
  },
  {
    method: 'post',
    path: '/api/ecommerce-product-details',
    summary: "Kit contents per (container, kit) pair, in the request's order: ChildProduct (accessory texts in English and French), Quantity, image.",
    tag: 'catalog',
    body: productDetailsBody,
    responses: { 200: { description: 'One entry per request entry', schema: productDetailsAnswer }, ...rejected },
  },
  {
    method: 'post',
    path: '/api/contentful',
    summary:
      "Content queries by content_type. productGallery: a container's gallery by fields.productCode (or fields: {productCode}); an unknown code gives no items. An unknown content_type is a 400 on content_type.",
    tag: 'content',
    body: productGalleryBody,
    responses: { 200: { description: 'Matching entries', schema: productGalleryAnswer }, ...rejected },
  },
]

/**
 * Field errors keyed by each issue's full path ("0.productId"; "body" for the body itself), for
 * bodies that are arrays — flattenError would drop the entry's index and the root issues.
 */
export function issueFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body'
    ;(fieldErrors[key] ??= []).push(issue.message)
  }
  return fieldErrors
}

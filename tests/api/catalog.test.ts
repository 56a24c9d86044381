import { describe, expect, it } from 'vitest'
import { KIT_ORDER } from '@/collections/catalog/AccessoryKits'

// The configurator's catalog calls (spec 1 §7) against the seeded catalog:
// categories standard / premium / tri-cam, containers 20WS…40ZS, every kit on every container.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const get = (path: string) => fetch(`${base}${path}`)
const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })

type Product = { id: string; Length__c: number; ProductCode: string; Description: string; Ecomm_Specifications__c: string; Ecomm_Specifications_FR__c: string; dropdown: { id: string; Description: string; Description_FR: string }[] }
type CategoryAnswer = { category: { id: string; code: string; name: string; highlighted: boolean }; products: Product[] }

async function productCategory(categoryId: unknown, locale?: string): Promise<CategoryAnswer> {
  const res = await post('/api/get-product-categories', { categoryId, ...(locale ? { locale } : {}) })
  expect(res.status).toBe(200)
  return res.json()
}

describe('GET /api/container-tabs', () => {
  it('lists the three categories as label + code, in English by default', async () => {
    const res = await get('/api/container-tabs')
    expect(res.status).toBe(200)
    const { menuItems } = await res.json()
    expect(menuItems.map((m: { actionValue: string }) => m.actionValue)).toEqual(['standard', 'premium', 'tri-cam'])
    expect(menuItems.map((m: { label: string }) => m.label)).toEqual(['Standard', 'Premium', 'Tri-cam'])
  })

  it('labels the tabs in French with ?locale=fr, codes unchanged', async () => {
    const { menuItems } = await (await get('/api/container-tabs?locale=fr')).json()
    expect(menuItems.map((m: { actionValue: string }) => m.actionValue)).toEqual(['standard', 'premium', 'tri-cam'])
    expect(menuItems.map((m: { label: string }) => m.label)).not.toEqual(['Standard', 'Premium', 'Tri-cam'])
  })

  it('rejects an unknown locale with a field error', async () => {
    const res = await get('/api/container-tabs?locale=de')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'Bad request', fieldErrors: { locale: [expect.any(String)] } })
  })
})

describe('POST /api/get-product-categories', () => {
  it('answers a category by code with its two containers and the spec fields', async () => {
    const { category, products } = await productCategory('tri-cam')
    expect(category).toMatchObject({ code: 'tri-cam', name: 'Tri-cam', highlighted: true })
    expect(products.map((p) => [p.ProductCode, p.Length__c])).toEqual([
      ['20ZS', 20],
      ['40ZS', 40],
    ])
    for (const product of products) {
      expect(product.Description).not.toBe('')
      expect(product.Ecomm_Specifications__c).toMatch(/^[^|]+&[^|]+\|.+&.+$/)
      expect(product.Ecomm_Specifications_FR__c).toContain('|')
      expect(product.Ecomm_Specifications_FR__c).not.toBe(product.Ecomm_Specifications__c)
      expect(product.dropdown.map((kit) => kit.Description)).toEqual([...KIT_ORDER])
      expect(product.dropdown.every((kit) => kit.Description_FR !== '')).toBe(true)
    }
  })

  it('answers the same category by id, with names in French on request', async () => {
    const byCode = await productCategory('standard')
    const byId = await productCategory(byCode.category.id, 'fr')
    expect(byId.category.code).toBe('standard')
    expect(byId.products.map((p) => p.id)).toEqual(byCode.products.map((p) => p.id))
    expect(byId.products[0]!.Description).not.toBe(byCode.products[0]!.Description)
    const numericId = await productCategory(Number(byCode.category.id))
    expect(numericId.category.code).toBe('standard')
  })

  it('rejects a missing, empty or unknown category with a field error on categoryId', async () => {
    for (const body of [{}, { categoryId: '' }, { categoryId: 'deluxe' }, { categoryId: '999999' }, { categoryId: { $ne: null } }]) {
      const res = await post('/api/get-product-categories', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const answer = await res.json()
      expect(answer.error).toBe('Bad request')
      expect(answer.fieldErrors.categoryId).toHaveLength(1)
      expect(JSON.stringify(answer)).not.toMatch(/stack|at \w+ \(/)
    }
  })

  it('reads a body that is not JSON as empty', async () => {
    const res = await post('/api/get-product-categories', 'not json')
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors.categoryId).toBeDefined()
  })
})

describe('POST /api/ecommerce-product-details', () => {
  it('gives each kit’s contents with the ChildProduct fields, quantity and image, in request order', async () => {
    const { products } = await productCategory('standard')
    const container = products[0]!
    const kitId = (description: string) => container.dropdown.find((k) => k.Description === description)!.id
    const res = await post('/api/ecommerce-product-details', [
      { webstoreId: 'ws', effectiveAccountID: 'acc', productId: container.id, assesoryKitId: kitId('Protect Pro') },
      { webstoreId: 'ws', effectiveAccountID: 'acc', productId: container.id, assesoryKitId: kitId('None') },
      { productId: '20WS', assesoryKitId: 'Protect' },
    ])
    expect(res.status).toBe(200)
    const [pro, none, protect] = await res.json()
    expect(pro).toMatchObject({ productId: container.id, assesoryKitId: kitId('Protect Pro') })
    expect(pro.productRelations.length).toBeGreaterThan(2)
    const relation = pro.productRelations[0]
    expect(Object.keys(relation.ChildProduct).sort()).toEqual(
      [
        'StockKeepingUnit',
        'Ecomm_Name__c',
        'Ecomm_Name_FR__c',
        'Ecomm_Description__c',
        'Ecomm_Description_FR__c',
        'Ecomm_Product_Description__c',
        'Ecomm_Product_Description_FR__c',
        'Ecomm_Specifications__c',
        'Ecomm_Specifications_FR__c',
      ].sort(),
    )
    expect(relation.ChildProduct.Ecomm_Name_FR__c).not.toBe('')
    expect(relation.Quantity).toBeGreaterThanOrEqual(1)
    expect(relation.image).toMatchObject({ url: expect.any(String), width: expect.any(Number), height: expect.any(Number) })
    expect(none.productRelations).toEqual([])
    expect(protect.productRelations.length).toBeGreaterThan(0)
    const image = await get(relation.image.url.replace(/^https?:\/\/[^/]+/, ''))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it('answers an empty relation list for an unknown container or kit', async () => {
    const res = await post('/api/ecommerce-product-details', [
      { productId: '999999', assesoryKitId: 'Protect' },
      { productId: '20WS', assesoryKitId: 'Deluxe' },
    ])
    expect(res.status).toBe(200)
    expect((await res.json()).map((entry: { productRelations: unknown[] }) => entry.productRelations)).toEqual([[], []])
  })

  it('rejects a body that is not a non-empty array, and entries without ids, with field errors by path', async () => {
    const notArray = await post('/api/ecommerce-product-details', { productId: '20WS', assesoryKitId: 'Protect' })
    expect(notArray.status).toBe(400)
    expect((await notArray.json()).fieldErrors.body).toHaveLength(1)

    const empty = await post('/api/ecommerce-product-details', [])
    expect(empty.status).toBe(400)

    const missing = await post('/api/ecommerce-product-details', [{ productId: '20WS', assesoryKitId: 'Protect' }, { webstoreId: 'ws', productId: '' }])
    expect(missing.status).toBe(400)
    expect(Object.keys((await missing.json()).fieldErrors).sort()).toEqual(['1.assesoryKitId', '1.productId'])
  })
})

describe('POST /api/contentful (productGallery)', () => {
  type Gallery = { items: { sys: { id: string }; fields: { productCode: string; image: { url: string; title: string; width: number; height: number }[] } }[]; total: number }

  it('answers the gallery of a product code given as fields.productCode', async () => {
    const res = await post('/api/contentful', { content_type: 'productGallery', include: 2, locale: 'en-US', 'fields.productCode': '20WS' })
    expect(res.status).toBe(200)
    const gallery: Gallery = await res.json()
    expect(gallery.total).toBe(1)
    expect(gallery.items[0]!.fields.productCode).toBe('20WS')
    const images = gallery.items[0]!.fields.image
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) {
      expect(image.title).not.toBe('')
      expect(image.width).toBeGreaterThan(0)
      expect(image.height).toBeGreaterThan(0)
    }
    const file = await get(images[0]!.url.replace(/^https?:\/\/[^/]+/, ''))
    expect(file.status).toBe(200)
  })

  it('accepts fields: {productCode} and a French locale (alt texts in French)', async () => {
    const en: Gallery = await (await post('/api/contentful', { content_type: 'productGallery', 'fields.productCode': '40ZS' })).json()
    const fr: Gallery = await (await post('/api/contentful', { content_type: 'productGallery', locale: 'fr', fields: { productCode: '40ZS' } })).json()
    expect(fr.items[0]!.fields.image.map((i) => i.url)).toEqual(en.items[0]!.fields.image.map((i) => i.url))
    expect(fr.items[0]!.fields.image[0]!.title).not.toBe(en.items[0]!.fields.image[0]!.title)
  })

  it('answers no items for an unknown product code', async () => {
    const res = await post('/api/contentful', { content_type: 'productGallery', 'fields.productCode': '99XX' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ items: [], total: 0 })
  })

  it('rejects a missing product code, a bad locale and an unknown content_type with field errors', async () => {
    const noCode = await post('/api/contentful', { content_type: 'productGallery' })
    expect(noCode.status).toBe(400)
    expect((await noCode.json()).fieldErrors['fields.productCode']).toHaveLength(1)

    const badLocale = await post('/api/contentful', { content_type: 'productGallery', locale: 'de', 'fields.productCode': '20WS' })
    expect(badLocale.status).toBe(400)
    expect((await badLocale.json()).fieldErrors.locale).toHaveLength(1)

    for (const body of [{ content_type: 'unknownType' }, {}]) {
      const res = await post('/api/contentful', body)
      expect(res.status).toBe(400)
      expect((await res.json()).fieldErrors.content_type).toHaveLength(1)
    }
  })
})

describe('/api/docs', () => {
  it('documents the catalog and cart calls', async () => {
    const doc = await (await get('/api/docs/openapi.json')).json()
    for (const path of ['/api/container-tabs', '/api/get-product-categories', '/api/ecommerce-product-details', '/api/contentful', '/api/cart']) expect(doc.paths[path], path).toBeDefined()
    expect(Object.keys(doc.paths['/api/cart'])).toEqual(['post', 'get'])
  })
})

describe('the configurator page after a catalog edit in the admin', () => {
  it('shows the edited container at once (the in-memory catalog copy is dropped on write)', async () => {
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }),
    })
    expect(login.status).toBe(200)
    const auth = { authorization: `JWT ${(await login.json()).token}`, 'content-type': 'application/json' }
    const page = () => get('/en/products/storage-containers').then((res) => res.text())
    await page() // the catalog copy is now in memory
    const found = await (await fetch(`${base}/cms-api/containers?where[productCode][equals]=40ZS&depth=0&locale=en`, { headers: auth })).json()
    const container = found.docs[0] as { id: string; name: string }
    const edited = `${container.name} (edited ${Date.now()})`
    try {
      const patched = await fetch(`${base}/cms-api/containers/${container.id}?locale=en`, { method: 'PATCH', headers: auth, body: JSON.stringify({ name: edited }) })
      expect(patched.status).toBe(200)
      expect(await page()).toContain(edited)
    } finally {
      await fetch(`${base}/cms-api/containers/${container.id}?locale=en`, { method: 'PATCH', headers: auth, body: JSON.stringify({ name: container.name }) })
    }
    expect(await page()).not.toContain(edited)
  })

  it('the product comparison cards of a CMS page show the edited container at once, in that locale only', async () => {
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }),
    })
    const auth = { authorization: `JWT ${(await login.json()).token}`, 'content-type': 'application/json' }
    const page = (locale: string) => get(`/${locale}/storage-containers`).then(async (res) => ({ cache: res.headers.get('x-nextjs-cache'), html: await res.text() }))
    // Both cached before the edit.
    for (const locale of ['en', 'fr']) {
      await page(locale)
      expect((await page(locale)).cache).toBe('HIT')
    }
    const found = await (await fetch(`${base}/cms-api/containers?where[productCode][equals]=20ZI&depth=0&locale=en`, { headers: auth })).json()
    const container = found.docs[0] as { id: string; name: string }
    const edited = `${container.name} (renamed ${Date.now()})`
    try {
      const patched = await fetch(`${base}/cms-api/containers/${container.id}?locale=en`, { method: 'PATCH', headers: auth, body: JSON.stringify({ name: edited }) })
      expect(patched.status).toBe(200)
      expect((await page('en')).html).toContain(edited)
      const french = await page('fr')
      expect(french.cache, 'the French page stays cached').toBe('HIT')
      expect(french.html).not.toContain(edited)
    } finally {
      await fetch(`${base}/cms-api/containers/${container.id}?locale=en`, { method: 'PATCH', headers: auth, body: JSON.stringify({ name: container.name }) })
    }
    expect((await page('en')).html).not.toContain(edited)
  })
})

import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildOpenApi } from './openapi'

describe('buildOpenApi', () => {
  const doc = buildOpenApi(
    [
      {
        method: 'get',
        path: '/api/validate-zip',
        summary: 'Check a ZIP',
        tag: 'postal',
        query: z.object({ country: z.enum(['us', 'ca']), code: z.string().min(1), note: z.string().optional() }),
        responses: { 200: { description: 'ok', schema: z.object({ valid: z.boolean() }) } },
      },
      { method: 'post', path: '/api/recaptcha', summary: 'Verify', tag: 'captcha', body: z.object({ token: z.string() }), responses: { 200: { description: 'ok' } } },
      { method: 'delete', path: '/api/recaptcha', summary: 'Forget', tag: 'captcha', body: z.object({ token: z.string() }), responses: { 200: { description: 'ok' } } },
    ],
    { title: 'T', version: '1' },
  )

  it('turns query schemas into parameters with their requiredness', () => {
    const params = (doc.paths['/api/validate-zip'].get as { parameters: { name: string; required: boolean; schema: unknown }[] }).parameters
    expect(params.map((p) => [p.name, p.required])).toEqual([
      ['country', true],
      ['code', true],
      ['note', false],
    ])
    expect(params[0].schema).toMatchObject({ enum: ['us', 'ca'] })
  })

  it('describes JSON bodies and responses', () => {
    const post = doc.paths['/api/recaptcha'].post as { requestBody: { content: Record<string, { schema: unknown }> } }
    expect(post.requestBody.content['application/json'].schema).toMatchObject({ type: 'object', required: ['token'] })
    expect(doc.openapi).toBe('3.0.3')
  })

  it('keeps two methods of one path side by side', () => {
    expect(Object.keys(doc.paths['/api/recaptcha']).sort()).toEqual(['delete', 'post'])
  })
})

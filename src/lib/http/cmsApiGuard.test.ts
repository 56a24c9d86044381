import { describe, expect, it } from 'vitest'
import { cmsApiRefusal, type CmsApiRequest } from './cmsApiGuard'

const request = (over: Partial<CmsApiRequest>): CmsApiRequest => ({
  method: 'POST',
  pathname: '/cms-api/pages',
  contentType: 'application/json',
  contentLength: '2',
  signedIn: false,
  ...over,
})

describe('cmsApiRefusal', () => {
  it('answers 404 to e-mail verification, which no collection has', () => {
    expect(cmsApiRefusal(request({ pathname: '/cms-api/users/verify/abc' }))).toMatchObject({ status: 404 })
    expect(cmsApiRefusal(request({ pathname: '/cms-api/users/verify/abc', signedIn: true }))).toMatchObject({ status: 404 })
  })
  it('answers 403 to restoring a version without a staff session, and lets staff through', () => {
    expect(cmsApiRefusal(request({ pathname: '/cms-api/pages/versions/1' }))).toMatchObject({ status: 403 })
    expect(cmsApiRefusal(request({ pathname: '/cms-api/globals/site-settings/versions/1' }))).toMatchObject({ status: 403 })
    expect(cmsApiRefusal(request({ pathname: '/cms-api/pages/versions/1', signedIn: true }))).toBeNull()
    expect(cmsApiRefusal(request({ method: 'GET', pathname: '/cms-api/pages/versions/1', contentType: null, contentLength: null }))).toBeNull()
  })
  it('answers 415 to a write whose body is not JSON or a form', () => {
    expect(cmsApiRefusal(request({ pathname: '/cms-api/globals/site-settings', contentType: 'text/plain', signedIn: true }))).toMatchObject({ status: 415 })
    expect(cmsApiRefusal(request({ method: 'PATCH', contentType: null, contentLength: '12' }))).toMatchObject({ status: 415 })
    expect(cmsApiRefusal(request({ contentType: 'application/json; charset=utf-8' }))).toBeNull()
    expect(cmsApiRefusal(request({ contentType: 'multipart/form-data; boundary=x' }))).toBeNull()
    expect(cmsApiRefusal(request({ pathname: '/cms-api/users/logout', contentType: null, contentLength: '0' }))).toBeNull()
    expect(cmsApiRefusal(request({ method: 'GET', contentType: 'text/plain' }))).toBeNull()
  })
})

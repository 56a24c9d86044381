// Requests to Payload's REST API (/cms-api) that Payload itself answers with a 500 and a stack
// trace, refused before they reach it with the 4xx they deserve (hardening issue, finding 4):
// - `POST /cms-api/<collection>/verify/<token>`: no collection of ours verifies e-mail
//   addresses, and Payload crashes looking for the missing verification field → 404;
// - `POST /cms-api/<collection>/versions/<id>` (restore a version) without a staff session:
//   Payload reads the version before it checks access and crashes on a missing one → 403;
// - a write whose body is neither JSON nor a form (e.g. text/plain): Payload fails to parse it → 415.
// Staff requests keep Payload's own answers otherwise; the proxy calls this for /cms-api only.

export interface CmsApiRequest {
  method: string
  pathname: string
  contentType: string | null
  contentLength: string | null
  /** A staff session is claimed: the `payload-token` cookie or an Authorization header (Payload verifies it). */
  signedIn: boolean
}

export interface CmsApiRefusal {
  status: 403 | 404 | 415
  message: string
}

const VERIFY = /^\/cms-api\/[^/]+\/verify\/[^/]+\/?$/
const RESTORE_VERSION = /^\/cms-api\/(?:globals\/)?[^/]+\/versions\/[^/]+\/?$/
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT'])
const BODY_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded']

/** The refusal of a request Payload would answer with a 500, or null to let Payload answer. */
export function cmsApiRefusal(request: CmsApiRequest): CmsApiRefusal | null {
  const method = request.method.toUpperCase()
  if (method === 'POST' && VERIFY.test(request.pathname)) return { status: 404, message: 'Not Found' }
  if (method === 'POST' && RESTORE_VERSION.test(request.pathname) && !request.signedIn) {
    return { status: 403, message: 'You are not allowed to perform this action.' }
  }
  const hasBody = request.contentLength !== null ? request.contentLength !== '0' : request.contentType !== null
  if (WRITE_METHODS.has(method) && hasBody) {
    const type = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase()
    if (!BODY_TYPES.includes(type)) return { status: 415, message: 'Unsupported Media Type: send application/json' }
  }
  return null
}

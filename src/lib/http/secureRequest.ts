/** Whether the visitor's request came over https: directly, or behind a proxy that says so (x-forwarded-proto). A cookie set in answer is `secure` then. */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:'
}

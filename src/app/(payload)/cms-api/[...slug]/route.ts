/* Payload's REST API, moved to /cms-api so /api/* stays the site's own contract. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { oneStaffSessionWriteAtATime } from '@/lib/http/staffSessionWrites'

export const GET = REST_GET(config)
// Staff sign-ins of one account at once lost each other's session (lib/http/staffSessionWrites).
export const POST = oneStaffSessionWriteAtATime(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
// HEAD on a media file (link checkers, curl -I) answers like GET.
export const HEAD = REST_GET(config)

import { headers } from 'next/headers'
import { FrameError, sessionKeyFromPath } from '@/integrations/payments/components/FrameError'

/** The frame's answer (404) to a missing, altered or expired session key. */
export default async function FrameNotFound() {
  return <FrameError sessionKey={sessionKeyFromPath((await headers()).get('x-pathname'))} />
}

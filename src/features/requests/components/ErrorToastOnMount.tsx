'use client'

import { useEffect } from 'react'
import { useToast } from '@/ui/Toast'

/** Shows one error toast when the page loads (a server-side failure the spec reports by toast). */
export function ErrorToastOnMount({ message }: { message: string }) {
  const toast = useToast()
  useEffect(() => {
    toast.error(message)
  }, [toast, message])
  return null
}

'use client'

import { useEffect } from 'react'
import { ToastProvider, useToast } from '@/ui/Toast'

/**
 * The "Something went wrong!" toast of a failed Continue. Loaded on the first failure (the toast
 * code is not needed before); the provider then stays mounted, and each new `failure` number
 * shows the toast again.
 */
export default function FailureToast({ message, failure }: { message: string; failure: number }) {
  return (
    <ToastProvider>
      <ShowToast message={message} failure={failure} />
    </ToastProvider>
  )
}

function ShowToast({ message, failure }: { message: string; failure: number }) {
  const toast = useToast()
  useEffect(() => {
    toast.error(message)
  }, [toast, message, failure])
  return null
}

'use client'

import { forwardRef, useImperativeHandle, useRef } from 'react'
import { CaptchaWidget, type CaptchaWidgetHandle, type CaptchaWidgetProps } from '@/integrations/captcha/CaptchaWidget'
import { useCaptchaLabels } from '@/integrations/captcha/useCaptchaLabels'

/**
 * The captcha widget with its texts: the part of CaptchaField loaded once the visitor starts the
 * form or scrolls near it. The handle is made once and reads the widget when called, so a form
 * that keeps it in state is not re-rendered by every render of the widget.
 */
const CaptchaSlot = forwardRef<CaptchaWidgetHandle, Omit<CaptchaWidgetProps, 'labels'>>(function CaptchaSlot(props, ref) {
  const labels = useCaptchaLabels()
  const widget = useRef<CaptchaWidgetHandle>(null)
  useImperativeHandle(
    ref,
    () => ({
      reset: () => widget.current?.reset(),
      isReady: () => widget.current?.isReady() ?? false,
    }),
    [],
  )
  return <CaptchaWidget ref={widget} labels={labels} {...props} />
})

export default CaptchaSlot

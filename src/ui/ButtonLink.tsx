import type { AnchorHTMLAttributes, ElementType, ReactNode, Ref } from 'react'
import { buttonClassName, type ButtonStyleOptions } from './Button'

// Apart from Button.tsx: the islands that only press buttons (the configurator) do not carry it.

export interface ButtonLinkProps
  extends AnchorHTMLAttributes<HTMLAnchorElement>,
    ButtonStyleOptions {
  href: string
  /**
   * Link component to render (e.g. next-intl's `Link` from `@/i18n/navigation`).
   * Defaults to a plain <a>.
   */
  as?: ElementType
  startIcon?: ReactNode
  endIcon?: ReactNode
  ref?: Ref<HTMLAnchorElement>
}

/** A link that looks like a button. Use for navigation; use Button for actions. */
export function ButtonLink({
  as: Component = 'a',
  variant,
  size,
  fullWidth,
  className,
  startIcon,
  endIcon,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Component className={buttonClassName({ variant, size, fullWidth, className })} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </Component>
  )
}

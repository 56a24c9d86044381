import type { LogFn, Logger } from 'pino'

type Logged = { err?: { status?: unknown; message?: unknown } }

/**
 * pino's `hooks.logMethod` for Payload's logger: a refusal Payload logs as an error (a 4xx such
 * as an anonymous read of staff data: 403) becomes one info line, not an ERROR with a stack.
 * Payload means to do this itself (`loggingLevels` by error class name), but the production
 * build renames its error classes, so every Forbidden was logged as an error.
 */
export function refusalsOnOneLine(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const first = args[0] as Logged | undefined
  const status = first && typeof first === 'object' ? first.err?.status : undefined
  if (level >= 50 && typeof status === 'number' && status >= 400 && status < 500) {
    return this.info(`refused ${status}: ${String(first?.err?.message ?? '')}`.trim())
  }
  return method.apply(this, args)
}

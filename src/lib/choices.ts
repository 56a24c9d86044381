/** A CMS select's value when it is one of `choices`, else `fallback` (an old or missing value renders as the default). */
export const pickChoice = <T extends string>(choices: readonly T[], value: string | null | undefined, fallback: T): T => (choices.includes(value as T) ? (value as T) : fallback)

/** Spec 3: heading text containing a literal backslash-n splits into lines. */
export const headingLines = (heading: string): string[] =>
  heading
    .split('\\n')
    .map((line) => line.trim())
    .filter(Boolean)

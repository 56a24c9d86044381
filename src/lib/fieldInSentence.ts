/**
 * A field's label as it reads inside a sentence: a missing answer's message names the field (issue
 * 43) instead of a bare "Required". English labels are written in Title Case ("Phone Number"), so
 * "Enter your phone number" lowers every word, except an acronym (ZIP) or a word with a capital
 * inside (iPhone). French quotes the label as written (« Veuillez remplir le champ « Code postal » »):
 * a possessive in front of any label would need its gender and number, and proper nouns keep
 * their capital.
 */
export function fieldInSentence(label: string, locale: string): string {
  if (locale.startsWith('fr')) return label.trim()
  const lower = (word: string) => (/^[\p{Lu}][\p{Ll}'’-]*$/u.test(word) ? word.toLocaleLowerCase(locale) : word)
  return label.trim().split(/(\s+)/).map(lower).join('')
}

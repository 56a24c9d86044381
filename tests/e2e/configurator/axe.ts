import type { Page } from '../test'
import { expectNoAxeViolations } from '../support'

/** axe with the calendar dialog open: the same rules as every other state, no exception. */
export async function expectNoAxeViolationsWithCalendarOpen(page: Page, label: string) {
  await expectNoAxeViolations(page, label)
}

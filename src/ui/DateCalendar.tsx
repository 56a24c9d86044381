'use client'

// Loaded lazily by DateField the first time a calendar opens, so react-day-picker and
// date-fns stay out of the page's first-load JavaScript.
import { DayPicker, DateLib, type ClassNames, type Modifiers } from 'react-day-picker'
import { fr } from 'react-day-picker/locale/fr'
import { localDateToIso } from '@/lib/calendarDate'
import { cx, focusRing } from './cx'

export interface DateCalendarProps {
  selected?: Date
  onSelect: (date: Date) => void
  /** Same rules as the typed-input validation; receives "yyyy-mm-dd". */
  isDayDisabled?: (iso: string) => boolean
  defaultMonth?: Date
  startMonth?: Date
  endMonth?: Date
  today?: Date
  locale: 'en' | 'fr'
  labelledBy?: string
}

const navButton = cx(
  'row-start-1 inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100',
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
  focusRing,
)

const classNames: Partial<ClassNames> = {
  root: 'text-slate-900',
  months: 'relative',
  month: 'grid grid-cols-[auto_1fr_auto] items-center gap-y-2',
  month_caption: 'col-start-2 row-start-1 flex justify-center',
  caption_label: 'text-base font-bold',
  button_previous: cx('col-start-1', navButton),
  button_next: cx('col-start-3', navButton),
  chevron: 'size-5 fill-current',
  month_grid: 'col-span-3 border-collapse',
  weekdays: '',
  weekday: 'h-8 w-10 text-center text-xs font-semibold text-slate-700',
  weeks: '',
  week: '',
  day: 'p-0.5 text-center',
  day_button: cx(
    'inline-flex size-10 items-center justify-center rounded-full text-sm hover:bg-blue-50',
    'disabled:cursor-not-allowed disabled:text-slate-400 disabled:line-through disabled:hover:bg-transparent',
    focusRing,
  ),
  today: 'font-bold text-blue-800',
  selected: '[&>button]:bg-blue-700 [&>button]:text-white [&>button]:hover:bg-blue-800',
  disabled: '',
  outside: 'text-slate-600',
  hidden: 'invisible',
  focused: '',
}

/**
 * English day-button names with the visible number as a word ("Sunday, November 1, 2026", not the
 * default "November 1st"): a speech-input user says what they see (WCAG 2.5.3, axe
 * label-content-name-mismatch). The French default ("dimanche 1 novembre 2026") already does.
 */
export function englishDayLabel(date: Date, modifiers: Modifiers): string {
  let label = new DateLib().format(date, 'EEEE, MMMM d, yyyy')
  if (modifiers.today) label = `Today, ${label}`
  if (modifiers.selected) label = `${label}, selected`
  return label
}

export default function DateCalendar({
  selected,
  onSelect,
  isDayDisabled,
  defaultMonth,
  startMonth,
  endMonth,
  today,
  locale,
  labelledBy,
}: DateCalendarProps) {
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={(date) => onSelect(date)}
      defaultMonth={defaultMonth}
      startMonth={startMonth}
      endMonth={endMonth}
      today={today}
      disabled={isDayDisabled ? (date: Date) => isDayDisabled(localDateToIso(date)) : undefined}
      locale={locale === 'fr' ? fr : undefined}
      labels={locale === 'fr' ? undefined : { labelDayButton: englishDayLabel }}
      aria-labelledby={labelledBy}
      autoFocus
      fixedWeeks
      navLayout="around"
      classNames={classNames}
    />
  )
}

'use client'

import type { ReactNode } from 'react'
import { Accordion } from '@/ui/Accordion'
import { Tabs } from '@/ui/Tabs'

export interface OfferingChoice {
  id: string
  label: string
  details: ReactNode
}

/**
 * Desktop (1024 px and up): the labels as a vertical tab list, a label chosen by resting the
 * pointer on it, a click or the arrow keys. Below: an accordion, single-open and collapsible, the
 * first offering open. The hidden one of the two is display:none, so neither reader nor keyboard meets it.
 */
export function OfferingsSwitcher({ offerings, idPrefix, labelledBy }: { offerings: OfferingChoice[]; idPrefix: string; labelledBy: string }) {
  return (
    <>
      <div className="mt-8 hidden lg:block">
        <Tabs
          items={offerings.map((offering) => ({ id: offering.id, label: offering.label, content: offering.details }))}
          orientation="vertical"
          selectOnHover
          labelledBy={labelledBy}
          idPrefix={`${idPrefix}-list`}
          className="gap-8 md:gap-10"
          tabListClassName="md:w-72"
          tabClassName="text-lg whitespace-normal"
          panelClassName="p-1"
        />
      </div>
      <div className="mt-6 lg:hidden">
        <Accordion
          items={offerings.map((offering) => ({ id: offering.id, title: offering.label, content: offering.details }))}
          defaultValue={offerings[0] ? [offerings[0].id] : []}
          headingLevel={3}
          idPrefix={`${idPrefix}-accordion`}
          buttonClassName="text-lg"
          panelClassName="pt-2"
        />
      </div>
    </>
  )
}

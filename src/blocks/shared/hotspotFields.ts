import type { Field } from 'payload'

const percent = (name: 'top' | 'left', label: { en: string; fr: string }): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  max: 100,
  label,
  admin: { step: 0.1, width: '50%', description: { en: 'Percent of the image; shown at most at 99.', fr: 'Pourcentage de l’image; affiché au plus à 99.' } },
})

/** A hotspot's place on its image: top and left in percent (spec 3 §3; capped at 99 when shown). */
export const hotspotPositionFields: Field[] = [
  {
    type: 'row',
    fields: [percent('top', { en: 'From the top (%)', fr: 'Depuis le haut (%)' }), percent('left', { en: 'From the left (%)', fr: 'Depuis la gauche (%)' })],
  },
]

import type { Block, Field } from 'payload'
import { anchorIdField, buttonFields, headingField, imageAltField, subheadingField } from '../shared/fields'
import { galleryImagesField } from '../shared/galleryFields'
import { blockRichText } from '../shared/richTextEditor'

type TabData = { kind?: string } | undefined
const standard = (_: unknown, sibling: TabData) => sibling?.kind !== 'comparison'
const comparison = (_: unknown, sibling: TabData) => sibling?.kind === 'comparison'
/** A field shown (and validated: Payload skips fields whose condition is false) on one kind of tab only. */
const on = (when: typeof standard, field: Field): Field => ({ ...field, admin: { ...field.admin, condition: when } }) as Field

const unitFields = (n: 1 | 2): Field[] => [
  on(comparison, { name: `unit${n}Name`, type: 'text', localized: true, required: true, label: { en: `Unit ${n}: name`, fr: `Unité ${n} : nom` } }),
  on(comparison, { name: `unit${n}Image`, type: 'upload', relationTo: 'media', required: true, label: { en: `Unit ${n}: image`, fr: `Unité ${n} : image` } }),
  on(comparison, { ...imageAltField, name: `unit${n}ImgAlt`, label: { en: `Unit ${n}: image’s alternative text`, fr: `Unité ${n} : texte alternatif de l’image` } } as Field),
]

const markerColour = (n: 1 | 2): Field => ({
  name: `comparison${n}Colour`,
  type: 'select',
  required: true,
  defaultValue: 'yellow',
  label: { en: `Unit ${n}: marker`, fr: `Unité ${n} : pastille` },
  options: [
    { label: { en: 'Yellow', fr: 'Jaune' }, value: 'yellow' },
    { label: { en: 'Blue', fr: 'Bleu' }, value: 'blue' },
  ],
})

/**
 * Spec 3 §2 "Unit configurator (tabbed)", §3 "Configurator tab": tab pills (a dropdown on phones
 * past 2 tabs). A standard tab: heading, text, checklists, footnote, button and an image gallery
 * with thumbnails. A comparison tab: two units side by side, comparison rows and use-case rows
 * with yellow or blue markers.
 */
export const UnitConfiguratorTabsBlock: Block = {
  slug: 'unitTabs',
  // Short names: Postgres cuts identifiers at 63 characters, and the query's aliases join the slug
  // and field names (a cut alias of a row's texts met its parent's: 'table specified more than once').
  dbName: 'pages_unit_tabs',
  interfaceName: 'UnitConfiguratorTabsBlock',
  labels: {
    singular: { en: 'Unit configurator tabs', fr: 'Onglets de configuration d’unités' },
    plural: { en: 'Unit configurator tabs', fr: 'Onglets de configuration d’unités' },
  },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    {
      name: 'tabs',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      label: { en: 'Tabs, in order', fr: 'Onglets, dans l’ordre' },
      labels: { singular: { en: 'Tab', fr: 'Onglet' }, plural: { en: 'Tabs', fr: 'Onglets' } },
      admin: { description: { en: 'The first tab opens first. On phones, more than 2 tabs become a dropdown.', fr: 'Le premier onglet s’ouvre en premier. Sur téléphone, au-delà de 2 onglets, ils deviennent une liste déroulante.' } },
      fields: [
        { name: 'tabLabel', type: 'text', localized: true, required: true, label: { en: 'Tab label', fr: 'Libellé de l’onglet' } },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'standard',
          label: { en: 'Kind of tab', fr: 'Type d’onglet' },
          options: [
            { label: { en: 'Standard: one unit and its options', fr: 'Standard : une unité et ses options' }, value: 'standard' },
            { label: { en: 'Comparison: two units side by side', fr: 'Comparaison : deux unités côte à côte' }, value: 'comparison' },
          ],
        },
        on(standard, headingField),
        on(standard, { name: 'content', type: 'richText', editor: blockRichText, localized: true, label: { en: 'Text', fr: 'Texte' } }),
        on(standard, galleryImagesField({ withCaption: false })),
        on(standard, {
          name: 'sections',
          type: 'array',
          maxRows: 6,
          label: { en: 'Configuration checklists', fr: 'Listes de configuration' },
          labels: { singular: { en: 'Checklist', fr: 'Liste' }, plural: { en: 'Checklists', fr: 'Listes' } },
          fields: [
            headingField,
            {
              name: 'items',
              type: 'array',
              dbName: 'pages_unit_tabs_items',
              required: true,
              minRows: 1,
              maxRows: 12,
              label: { en: 'Items', fr: 'Éléments' },
              labels: { singular: { en: 'Item', fr: 'Élément' }, plural: { en: 'Items', fr: 'Éléments' } },
              fields: [{ name: 'label', type: 'text', localized: true, required: true, label: { en: 'Item', fr: 'Élément' } }],
            },
          ],
        }),
        on(standard, { name: 'footNote', type: 'textarea', localized: true, label: { en: 'Footnote (optional)', fr: 'Note de bas de page (facultative)' } }),
        ...buttonFields('/products/storage-containers').map((field) => on(standard, field)),
        ...unitFields(1),
        ...unitFields(2),
        on(comparison, {
          name: 'comparisons',
          type: 'array',
          maxRows: 12,
          label: { en: 'Comparison rows', fr: 'Lignes de comparaison' },
          labels: { singular: { en: 'Row', fr: 'Ligne' }, plural: { en: 'Rows', fr: 'Lignes' } },
          fields: [
            { name: 'comparison', type: 'text', localized: true, required: true, label: { en: 'What is compared', fr: 'Ce qui est comparé' } },
            { name: 'unit1', type: 'text', localized: true, required: true, label: { en: 'Unit 1', fr: 'Unité 1' } },
            { name: 'unit2', type: 'text', localized: true, required: true, label: { en: 'Unit 2', fr: 'Unité 2' } },
          ],
        }),
        on(comparison, { name: 'useCaseTitle', type: 'text', localized: true, label: { en: 'Use cases: heading (optional)', fr: 'Usages : titre (facultatif)' } }),
        on(comparison, {
          name: 'useCases',
          type: 'array',
          dbName: 'pages_unit_tabs_uses',
          maxRows: 12,
          label: { en: 'Use-case rows', fr: 'Lignes d’usages' },
          labels: { singular: { en: 'Use case', fr: 'Usage' }, plural: { en: 'Use cases', fr: 'Usages' } },
          admin: { description: { en: 'The markers are decoration: say the fit in words.', fr: 'Les pastilles sont décoratives : dites l’adéquation en mots.' } },
          fields: [
            { name: 'comparison', type: 'text', localized: true, required: true, label: { en: 'Use case', fr: 'Usage' } },
            { name: 'comparison1Text', type: 'text', localized: true, required: true, label: { en: 'Unit 1', fr: 'Unité 1' } },
            markerColour(1),
            { name: 'comparison2Text', type: 'text', localized: true, required: true, label: { en: 'Unit 2', fr: 'Unité 2' } },
            markerColour(2),
          ],
        }),
      ],
    },
  ],
}

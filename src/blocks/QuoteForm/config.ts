import type { Block } from 'payload'
import { FIELD_ITEM_TYPES, fieldListProblem, FIELD_NAME_PATTERN } from '@/features/requests'

const itemTypeLabels: Record<(typeof FIELD_ITEM_TYPES)[number], { en: string; fr: string }> = {
  fieldText: { en: 'Text', fr: 'Texte' },
  fieldPhone: { en: 'Phone', fr: 'Téléphone' },
  fieldLabel: { en: 'Label (text only, no input)', fr: 'Libellé (texte seulement, sans saisie)' },
  fieldTextArea: { en: 'Text area', fr: 'Zone de texte' },
  fieldDropdown: { en: 'Dropdown', fr: 'Liste déroulante' },
  fieldEmail: { en: 'Email', fr: 'Courriel' },
}

const isItemType = (type: string) => (_: unknown, sibling: { itemType?: string }) => sibling?.itemType === type
const valueField = {
  name: 'value',
  type: 'text' as const,
  required: true,
  label: { en: 'Value (sent with the request)', fr: 'Valeur (envoyée avec la demande)' },
  validate: (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/.test(value) ? true : 'Letters, digits, - and _ only'),
}

/**
 * The request-a-quote form block (spec 3 §3 "Quote form block", §5): the fields staff define
 * (label, placeholder and options per language), then the fixed site address, the industries with
 * "Other", the option cards, the consent message and the submit button. POST /api/request-quote
 * validates against this stored definition, never against the browser's field list.
 */
export const QuoteFormBlock: Block = {
  slug: 'quoteForm',
  interfaceName: 'QuoteFormBlock',
  labels: { singular: { en: 'Quote form', fr: 'Formulaire de soumission' }, plural: { en: 'Quote forms', fr: 'Formulaires de soumission' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { en: 'Heading', fr: 'Titre' } },
    { name: 'intro', type: 'textarea', localized: true, label: { en: 'Introduction', fr: 'Introduction' } },
    {
      name: 'formFields',
      type: 'array',
      label: { en: 'Fields', fr: 'Champs' },
      labels: { singular: { en: 'Field', fr: 'Champ' }, plural: { en: 'Fields', fr: 'Champs' } },
      admin: {
        description: {
          en: 'Shown first, in this order. The form needs text fields named firstName and lastName and an email field named email; company, phone and comments are also kept on the lead.',
          fr: 'Affichés en premier, dans cet ordre. Le formulaire doit avoir des champs texte nommés firstName et lastName et un champ courriel nommé email; company, phone et comments sont aussi conservés dans la demande.',
        },
      },
      validate: (rows: unknown) => fieldListProblem(rows as { itemType?: string; name?: string }[]) ?? true,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'itemType',
              type: 'select',
              required: true,
              defaultValue: 'fieldText',
              label: { en: 'Kind', fr: 'Type' },
              options: FIELD_ITEM_TYPES.map((value) => ({ value, label: itemTypeLabels[value] })),
            },
            {
              name: 'name',
              type: 'text',
              label: { en: 'Name', fr: 'Nom' },
              admin: { condition: (_, sibling) => sibling?.itemType !== 'fieldLabel' },
              validate: (value: unknown, { siblingData }: { siblingData: { itemType?: string } }) =>
                siblingData?.itemType === 'fieldLabel' || (typeof value === 'string' && FIELD_NAME_PATTERN.test(value)) ? true : 'A letter, then letters, digits or _',
            },
            {
              name: 'width',
              type: 'select',
              defaultValue: 'full',
              label: { en: 'Width', fr: 'Largeur' },
              options: [
                { value: 'full', label: { en: 'Full', fr: 'Pleine' } },
                { value: 'half', label: { en: 'Half', fr: 'Demie' } },
              ],
            },
            { name: 'isRequired', type: 'checkbox', defaultValue: false, label: { en: 'Required', fr: 'Obligatoire' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, localized: true, label: { en: 'Label', fr: 'Libellé' } },
            { name: 'placeholder', type: 'text', localized: true, label: { en: 'Placeholder', fr: 'Texte indicatif' }, admin: { condition: (_, s) => s?.itemType !== 'fieldLabel' } },
          ],
        },
        {
          name: 'options',
          type: 'array',
          label: { en: 'Options', fr: 'Options' },
          admin: { condition: isItemType('fieldDropdown') },
          fields: [{ type: 'row', fields: [valueField, { name: 'label', type: 'text', required: true, localized: true, label: { en: 'Label', fr: 'Libellé' } }] }],
        },
      ],
    },
    { name: 'siteAddressHeading', type: 'text', localized: true, label: { en: 'Site address heading', fr: 'Titre de l’adresse du chantier' } },
    {
      name: 'industries',
      type: 'group',
      label: { en: 'Industries', fr: 'Secteurs' },
      admin: { description: { en: 'Leave the list empty to hide the question. "Other" is always added last.', fr: 'Laissez la liste vide pour masquer la question. « Autre » est toujours ajouté à la fin.' } },
      fields: [
        { name: 'label', type: 'text', localized: true, label: { en: 'Question', fr: 'Question' } },
        {
          name: 'options',
          type: 'array',
          label: { en: 'Industries', fr: 'Secteurs' },
          fields: [{ type: 'row', fields: [valueField, { name: 'label', type: 'text', required: true, localized: true, label: { en: 'Label', fr: 'Libellé' } }] }],
        },
      ],
    },
    {
      name: 'optionCards',
      type: 'group',
      label: { en: 'Option cards', fr: 'Cartes d’options' },
      admin: { description: { en: 'Leave the cards empty to hide them. At least one must be chosen.', fr: 'Laissez les cartes vides pour les masquer. Au moins une doit être choisie.' } },
      fields: [
        { name: 'legend', type: 'text', localized: true, label: { en: 'Question', fr: 'Question' } },
        {
          name: 'mode',
          type: 'select',
          defaultValue: 'checkbox',
          label: { en: 'Choice', fr: 'Choix' },
          options: [
            { value: 'checkbox', label: { en: 'Several (checkboxes)', fr: 'Plusieurs (cases à cocher)' } },
            { value: 'radio', label: { en: 'One (radio buttons)', fr: 'Un seul (boutons radio)' } },
          ],
        },
        {
          name: 'cards',
          type: 'array',
          label: { en: 'Cards', fr: 'Cartes' },
          fields: [
            valueField,
            { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', fr: 'Titre' } },
            { name: 'description', type: 'textarea', localized: true, label: { en: 'Description', fr: 'Description' } },
          ],
        },
      ],
    },
    { name: 'consentMessage', type: 'textarea', localized: true, label: { en: 'Consent message', fr: 'Message de consentement' } },
    {
      type: 'row',
      fields: [
        { name: 'submitCtaLabel', type: 'text', localized: true, label: { en: 'Submit button label', fr: 'Libellé du bouton d’envoi' } },
        {
          name: 'submitCtaWidth',
          type: 'select',
          defaultValue: 'fixed',
          label: { en: 'Submit button width', fr: 'Largeur du bouton d’envoi' },
          options: [
            { value: 'fixed', label: { en: 'Fixed', fr: 'Fixe' } },
            { value: 'full', label: { en: 'Full', fr: 'Pleine' } },
          ],
        },
      ],
    },
    {
      name: 'captchaGate',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Keep the submit button disabled until the captcha is solved (landing pages)', fr: 'Garder le bouton d’envoi désactivé jusqu’à ce que le captcha soit résolu (pages d’atterrissage)' },
    },
    {
      name: 'thankYouPage',
      type: 'text',
      label: { en: 'Thank-you page (slug)', fr: 'Page de remerciement (slug)' },
      admin: { description: { en: 'Empty: /request-quote/thank-you.', fr: 'Vide : /request-quote/thank-you.' } },
      validate: (value: unknown) => (value == null || value === '' || (typeof value === 'string' && /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/.test(value)) ? true : 'lowercase-words-with-dashes'),
    },
    {
      name: 'background',
      type: 'select',
      defaultValue: 'white',
      label: { en: 'Background', fr: 'Arrière-plan' },
      options: [
        { value: 'white', label: { en: 'White', fr: 'Blanc' } },
        { value: 'light', label: { en: 'Light', fr: 'Clair' } },
      ],
    },
  ],
}

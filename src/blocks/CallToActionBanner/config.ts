import type { Block } from 'payload'
import { anchorIdField } from '../shared/fields'
import { blockRichText } from '../shared/richTextEditor'
import { BANNER_BACKGROUNDS, BANNER_PADDINGS } from './banner'

const paddingOptions = BANNER_PADDINGS.map((value) => ({
  value,
  label: { none: { en: 'None', fr: 'Aucun' }, small: { en: 'Small', fr: 'Petit' }, medium: { en: 'Medium', fr: 'Moyen' }, large: { en: 'Large', fr: 'Grand' } }[value],
}))

/** Spec 3 §2 "Call-to-action banner", §3 "Banner section", §4 "Banner" (the chat area). */
export const CallToActionBannerBlock: Block = {
  slug: 'callToActionBanner',
  interfaceName: 'CallToActionBannerBlock',
  labels: { singular: { en: 'Call-to-action banner', fr: "Bandeau d'appel à l'action" }, plural: { en: 'Call-to-action banners', fr: "Bandeaux d'appel à l'action" } },
  fields: [
    anchorIdField,
    { name: 'label', type: 'text', localized: true, label: { en: 'Label above the heading', fr: 'Étiquette au-dessus du titre' } },
    {
      name: 'heading',
      type: 'text',
      localized: true,
      required: true,
      label: { en: 'Heading', fr: 'Titre' },
      admin: { description: { en: 'Type \\n to break the heading into lines.', fr: 'Tapez \\n pour couper le titre en lignes.' } },
    },
    { name: 'subheading', type: 'textarea', localized: true, label: { en: 'Subheading', fr: 'Sous-titre' } },
    { name: 'content', type: 'richText', editor: blockRichText, localized: true, label: { en: 'Text', fr: 'Texte' } },
    {
      type: 'row',
      fields: [
        { name: 'primaryCtaLabel', type: 'text', localized: true, label: { en: 'Primary button label', fr: 'Libellé du bouton principal' } },
        {
          name: 'primaryCtaLink',
          type: 'text',
          label: { en: 'Primary button link', fr: 'Lien du bouton principal' },
          admin: { description: { en: 'Not used when the chat is on: the button opens the chat.', fr: 'Inutilisé quand le clavardage est activé : le bouton ouvre le clavardage.' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'secondaryCtaLabel', type: 'text', localized: true, label: { en: 'Secondary button label', fr: 'Libellé du bouton secondaire' } },
        { name: 'secondaryCtaLink', type: 'text', label: { en: 'Secondary button link', fr: 'Lien du bouton secondaire' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'background',
          type: 'select',
          defaultValue: 'navy',
          label: { en: 'Background colour', fr: 'Couleur d’arrière-plan' },
          options: BANNER_BACKGROUNDS.map((value) => ({
            value,
            label: { navy: { en: 'Navy', fr: 'Marine' }, light: { en: 'Light', fr: 'Clair' }, white: { en: 'White', fr: 'Blanc' }, yellow: { en: 'Yellow', fr: 'Jaune' } }[value],
          })),
        },
        { name: 'paddingTop', type: 'select', defaultValue: 'medium', label: { en: 'Space above', fr: 'Espace au-dessus' }, options: paddingOptions },
        { name: 'paddingBottom', type: 'select', defaultValue: 'medium', label: { en: 'Space below', fr: 'Espace en dessous' }, options: paddingOptions },
      ],
    },
    { name: 'grid', type: 'checkbox', defaultValue: false, label: { en: 'Grid backdrop', fr: 'Quadrillage en arrière-plan' } },
    {
      name: 'script',
      type: 'textarea',
      label: { en: 'Chat script', fr: 'Script de clavardage' },
      admin: {
        description: {
          en: 'Filled in: the primary button opens a chat area in the banner. The script itself is kept here but never run on the site (its security policy allows no script from the CMS); the area offers the service request instead.',
          fr: 'Rempli : le bouton principal ouvre une zone de clavardage dans le bandeau. Le script est conservé ici, mais n’est jamais exécuté sur le site (sa politique de sécurité n’autorise aucun script venant du CMS); la zone propose plutôt la demande de service.',
        },
      },
    },
    {
      name: 'endChatBlock',
      type: 'group',
      label: { en: 'End of chat', fr: 'Fin du clavardage' },
      admin: { condition: (_data, sibling) => Boolean((sibling as { script?: string } | undefined)?.script?.trim()) },
      fields: [
        { name: 'heading', type: 'text', localized: true, label: { en: 'Heading shown with the chat', fr: 'Titre affiché avec le clavardage' } },
        { name: 'primaryCtaLabel', type: 'text', localized: true, label: { en: 'Button that closes the chat', fr: 'Bouton qui ferme le clavardage' } },
      ],
    },
  ],
}

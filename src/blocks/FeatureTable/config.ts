import type { Block } from 'payload'
import { labels } from '@/collections/fields/labels'

/** Spec 3 §2 "Feature table", §3 "Table section": a comparison table with an optional most-popular column. */
export const FeatureTableBlock: Block = {
  slug: 'featureTable',
  interfaceName: 'FeatureTableBlock',
  labels: { singular: { en: 'Feature table', fr: 'Tableau comparatif' }, plural: { en: 'Feature tables', fr: 'Tableaux comparatifs' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Heading', fr: 'Titre' } },
    { name: 'subheading', type: 'textarea', localized: true, label: { en: 'Subheading', fr: 'Sous-titre' } },
    {
      name: 'tableStyle',
      type: 'select',
      required: true,
      defaultValue: 'checkmarks',
      label: { en: 'Table style', fr: 'Style du tableau' },
      options: [
        { label: { en: 'Checkmarks (a cell holding X shows a check)', fr: 'Crochets (une cellule contenant X affiche un crochet)' }, value: 'checkmarks' },
        { label: { en: 'Numbers (values in round badges)', fr: 'Nombres (valeurs dans des pastilles rondes)' }, value: 'numbers' },
      ],
    },
    {
      name: 'columns',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 6,
      label: { en: 'Header row', fr: 'Ligne d’en-tête' },
      labels: { singular: { en: 'Column', fr: 'Colonne' }, plural: { en: 'Columns', fr: 'Colonnes' } },
      admin: { description: { en: 'One heading per column, left to right. The first column holds the row labels.', fr: 'Un titre par colonne, de gauche à droite. La première colonne contient les libellés des lignes.' } },
      fields: [{ name: 'label', type: 'text', localized: true, label: labels.label }],
    },
    {
      name: 'rows',
      type: 'array',
      required: true,
      minRows: 1,
      label: { en: 'Rows', fr: 'Lignes' },
      labels: { singular: { en: 'Row', fr: 'Ligne' }, plural: { en: 'Rows', fr: 'Lignes' } },
      fields: [
        {
          name: 'cells',
          type: 'array',
          required: true,
          minRows: 1,
          maxRows: 6,
          label: { en: 'Cells', fr: 'Cellules' },
          labels: { singular: { en: 'Cell', fr: 'Cellule' }, plural: { en: 'Cells', fr: 'Cellules' } },
          admin: { description: { en: 'Left to right; the first cell is the row’s label. With checkmarks, type X for a check.', fr: 'De gauche à droite; la première cellule est le libellé de la ligne. Avec des crochets, tapez X pour un crochet.' } },
          fields: [{ name: 'value', type: 'text', localized: true, label: { en: 'Value', fr: 'Valeur' } }],
        },
      ],
    },
    {
      name: 'mostPopularColumn',
      type: 'number',
      min: 2,
      max: 6,
      label: { en: 'Most popular column', fr: 'Colonne la plus populaire' },
      admin: { description: { en: 'Column number counted from the left (the row labels are column 1). Empty: no column is flagged.', fr: 'Numéro de la colonne compté à partir de la gauche (les libellés des lignes sont la colonne 1). Vide : aucune colonne n’est signalée.' } },
    },
    { name: 'mostPopularString', type: 'text', localized: true, label: { en: 'Most popular tag', fr: 'Étiquette « le plus populaire »' }, admin: { description: { en: 'e.g. Most popular', fr: 'p. ex. Le plus populaire' } } },
    {
      name: 'paragraphs',
      type: 'textarea',
      localized: true,
      label: { en: 'Paragraphs below the table', fr: 'Paragraphes sous le tableau' },
      admin: { description: { en: 'Leave a blank line between paragraphs.', fr: 'Laissez une ligne vide entre les paragraphes.' } },
    },
  ],
}

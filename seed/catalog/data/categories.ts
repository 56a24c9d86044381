import { text, type Text } from './text'

/** The configurator's tabs, in display order. */
export type CategoryCode = 'standard' | 'premium' | 'tri-cam'

export type CategoryData = {
  code: CategoryCode
  name: Text
  description: Text
  sortOrder: number
  highlighted: boolean
}

export const categories: readonly CategoryData[] = [
  {
    code: 'standard',
    name: text('Standard', 'Standard'),
    description: text(
      'Wind- and watertight steel containers for everyday storage on your site.',
      "Conteneurs en acier étanches au vent et à l’eau pour l’entreposage courant sur votre site.",
    ),
    sortOrder: 1,
    highlighted: false,
  },
  {
    code: 'premium',
    name: text('Premium', 'Haut de gamme'),
    description: text(
      'Lined and insulated containers with a high-security lock box, for goods that need a clean, steady space.',
      "Conteneurs doublés et isolés, munis d’une boîte à cadenas haute sécurité, pour les biens qui demandent un espace propre et stable.",
    ),
    sortOrder: 2,
    highlighted: false,
  },
  {
    code: 'tri-cam',
    name: text('Tri-cam', 'Trois cames'),
    description: text(
      'Containers with three-point cam locking doors that one person opens and locks with a single lever.',
      "Conteneurs munis de portes à verrouillage à trois cames qu’une seule personne ouvre et verrouille d’un seul levier.",
    ),
    sortOrder: 3,
    highlighted: true,
  },
]

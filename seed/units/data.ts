import type { ContainerLength } from '../catalog/data/containers'
import { text, type Text } from '../catalog/data/text'
import type { ProductType, UnitStatus } from '../../src/features/units'

/** Where a unit stands: a real city with its coordinates (city centre). */
export type Place = { city: string; state: string; country: 'us' | 'ca'; lat: number; lng: number }

/**
 * The pictures of a unit: the catalog's drawn container gallery (storage containers reuse the
 * rental catalog's media), or the unit-type drawing of seed/units/drawing.ts.
 */
export type UnitPictures = { catalog: { productCode: string } } | { drawing: ProductType }

export type UnitData = {
  unitNumber: string
  productType: ProductType
  place: Place
  /** Whole US dollars, as the showroom lists them (spec 1 §9: USD with no decimals). */
  price: number
  obo: boolean
  status: UnitStatus
  description: Text
  pictures: UnitPictures
}

const us = (city: string, state: string, lat: number, lng: number): Place => ({ city, state, country: 'us', lat, lng })
const ca = (city: string, province: string, lat: number, lng: number): Place => ({ city, state: province, country: 'ca', lat, lng })

const places = {
  houston: us('Houston', 'TX', 29.7604, -95.3698),
  dallas: us('Dallas', 'TX', 32.7767, -96.797),
  phoenix: us('Phoenix', 'AZ', 33.4484, -112.074),
  denver: us('Denver', 'CO', 39.7392, -104.9903),
  chicago: us('Chicago', 'IL', 41.8781, -87.6298),
  atlanta: us('Atlanta', 'GA', 33.749, -84.388),
  charlotte: us('Charlotte', 'NC', 35.2271, -80.8431),
  columbus: us('Columbus', 'OH', 39.9612, -82.9988),
  nashville: us('Nashville', 'TN', 36.1627, -86.7816),
  seattle: us('Seattle', 'WA', 47.6062, -122.3321),
  sacramento: us('Sacramento', 'CA', 38.5816, -121.4944),
  saltLakeCity: us('Salt Lake City', 'UT', 40.7608, -111.891),
  newark: us('Newark', 'NJ', 40.7357, -74.1724),
  orlando: us('Orlando', 'FL', 28.5383, -81.3792),
  minneapolis: us('Minneapolis', 'MN', 44.9778, -93.265),
  pittsburgh: us('Pittsburgh', 'PA', 40.4406, -79.9959),
  kansasCity: us('Kansas City', 'MO', 39.0997, -94.5786),
  batonRouge: us('Baton Rouge', 'LA', 30.4515, -91.1871),
  boston: us('Boston', 'MA', 42.3601, -71.0589),
  lasVegas: us('Las Vegas', 'NV', 36.1699, -115.1398),
  toronto: ca('Toronto', 'ON', 43.6532, -79.3832),
  montreal: ca('Montréal', 'QC', 45.5019, -73.5674),
  quebec: ca('Québec', 'QC', 46.8139, -71.208),
  calgary: ca('Calgary', 'AB', 51.0447, -114.0719),
  edmonton: ca('Edmonton', 'AB', 53.5461, -113.4938),
  vancouver: ca('Vancouver', 'BC', 49.2827, -123.1207),
  winnipeg: ca('Winnipeg', 'MB', 49.8951, -97.1384),
  ottawa: ca('Ottawa', 'ON', 45.4215, -75.6972),
  halifax: ca('Halifax', 'NS', 44.6488, -63.5752),
  regina: ca('Regina', 'SK', 50.4452, -104.6189),
  saskatoon: ca('Saskatoon', 'SK', 52.1332, -106.67),
  hamilton: ca('Hamilton', 'ON', 43.2557, -79.8711),
  fortMcMurray: ca('Fort McMurray', 'AB', 56.7267, -111.381),
  moncton: ca('Moncton', 'NB', 46.0878, -64.7782),
} satisfies Record<string, Place>

const container = (productCode: `${ContainerLength}${'WS' | 'ZI' | 'ZS'}`): UnitPictures => ({ catalog: { productCode } })
const drawing = (type: ProductType): UnitPictures => ({ drawing: type })

type Row = Omit<UnitData, 'pictures'> & { pictures?: UnitPictures }
const unit = (row: Row): UnitData => ({ ...row, pictures: row.pictures ?? drawing(row.productType) })

/**
 * 34 used units across the 15 product types, in 20 US and 14 Canadian cities. Most are
 * available; two are pending and two sold, so every state of the page has an example.
 * Tests rely on: BX104233 (available, obo), BX104518 (available, no obo), BX105013 (sold).
 */
export const units: readonly UnitData[] = [
  unit({
    unitNumber: 'BX104233',
    productType: 'storageContainer',
    place: places.houston,
    price: 3150,
    obo: true,
    status: 'available',
    pictures: container('20WS'),
    description: text(
      '20 ft standard steel container, wind and watertight, with a solid floor and doors that seal. Light surface rust on the roof; repainted in 2024.',
      'Conteneur standard de 20 pi en acier, étanche au vent et à l’eau, plancher solide et portes qui ferment bien. Légère rouille de surface sur le toit; repeint en 2024.',
    ),
  }),
  unit({
    unitNumber: 'BX104518',
    productType: 'storageContainer',
    place: places.toronto,
    price: 4950,
    obo: false,
    status: 'available',
    pictures: container('40WS'),
    description: text(
      '40 ft standard container, cargo-worthy, one trip left on its inspection. Ideal for bulk storage on a farm or a job site.',
      'Conteneur standard de 40 pi, apte au transport, inspection encore valide. Idéal pour l’entreposage en vrac à la ferme ou sur un chantier.',
    ),
  }),
  unit({
    unitNumber: 'BX104602',
    productType: 'storageContainer',
    place: places.denver,
    price: 4200,
    obo: true,
    status: 'available',
    pictures: container('20ZI'),
    description: text(
      '20 ft premium container with lined walls, LED lighting and a lock box. Retired from our rental fleet in good condition.',
      'Conteneur de 20 pi haut de gamme avec murs doublés, éclairage DEL et boîte à cadenas. Retiré de notre parc locatif en bon état.',
    ),
  }),
  unit({
    unitNumber: 'BX104877',
    productType: 'storageContainer',
    place: places.calgary,
    price: 6400,
    obo: false,
    status: 'available',
    pictures: container('40ZS'),
    description: text(
      '40 ft high-security container with a three-point cam locking system and lock box. Freshly repainted, new door gaskets.',
      'Conteneur de 40 pi haute sécurité avec verrouillage à trois cames et boîte à cadenas. Fraîchement repeint, joints de portes neufs.',
    ),
  }),
  unit({
    unitNumber: 'BX105013',
    productType: 'storageContainer',
    place: places.chicago,
    price: 2900,
    obo: false,
    status: 'sold',
    pictures: container('20WS'),
    description: text(
      '20 ft standard container, as is. Dents on one side wall, floor in good shape.',
      'Conteneur standard de 20 pi, vendu tel quel. Bosses sur une paroi latérale, plancher en bon état.',
    ),
  }),
  unit({
    unitNumber: 'BX105140',
    productType: 'storageContainer',
    place: places.montreal,
    price: 5300,
    obo: true,
    status: 'pending',
    pictures: container('40ZI'),
    description: text(
      '40 ft premium container with lined walls and lighting, from our rental fleet. Sale pending: ask to be told if it comes back.',
      'Conteneur de 40 pi haut de gamme, murs doublés et éclairage, issu de notre parc locatif. Vente en cours\u00a0: demandez à être avisé s’il redevient disponible.',
    ),
  }),
  unit({
    unitNumber: 'BX105266',
    productType: 'containerOffice',
    place: places.atlanta,
    price: 8900,
    obo: true,
    status: 'available',
    description: text(
      '20 ft container office with an insulated, drywalled interior, one window, a personnel door, baseboard heat and a wall air conditioner.',
      'Bureau-conteneur de 20 pi, intérieur isolé avec cloisons sèches, une fenêtre, une porte d’accès, plinthes chauffantes et climatiseur mural.',
    ),
  }),
  unit({
    unitNumber: 'BX105391',
    productType: 'containerOffice',
    place: places.edmonton,
    price: 14500,
    obo: false,
    status: 'available',
    description: text(
      '40 ft container office split into two rooms, with three windows, a winter package (extra insulation and a 5 kW heater) and LED lights.',
      'Bureau-conteneur de 40 pi divisé en deux pièces, avec trois fenêtres, un équipement d’hiver (isolation supplémentaire et chaufferette de 5 kW) et éclairage DEL.',
    ),
  }),
  unit({
    unitNumber: 'BX105427',
    productType: 'officeTrailer',
    place: places.dallas,
    price: 18900,
    obo: true,
    status: 'available',
    description: text(
      '10 × 50 ft office trailer with two private offices, an open work area, a restroom and central air. Steps included.',
      'Roulotte de bureau de 10 × 50 pi avec deux bureaux fermés, une aire ouverte, une toilette et climatisation centrale. Escaliers inclus.',
    ),
  }),
  unit({
    unitNumber: 'BX105552',
    productType: 'officeTrailer',
    place: places.vancouver,
    price: 24500,
    obo: false,
    status: 'available',
    description: text(
      '12 × 60 ft office trailer with a plan table room, two offices, a lunchroom and a washroom. New vinyl flooring in 2023.',
      'Roulotte de bureau de 12 × 60 pi avec salle des plans, deux bureaux, une salle à manger et une toilette. Nouveau plancher de vinyle en 2023.',
    ),
  }),
  unit({
    unitNumber: 'BX105688',
    productType: 'officeTrailer',
    place: places.columbus,
    price: 7800,
    obo: true,
    status: 'sold',
    description: text(
      '8 × 20 ft mobile office with a desk area, a window air conditioner and heat. Sold as is.',
      'Bureau mobile de 8 × 20 pi avec espace de travail, climatiseur de fenêtre et chauffage. Vendu tel quel.',
    ),
  }),
  unit({
    unitNumber: 'BX105734',
    productType: 'salesOffice',
    place: places.phoenix,
    price: 21000,
    obo: true,
    status: 'available',
    description: text(
      '12 × 44 ft sales office with a glass storefront entry, a carpeted showroom, one private office and a restroom.',
      'Bureau des ventes de 12 × 44 pi avec entrée vitrée, salle d’exposition recouverte de tapis, un bureau fermé et une toilette.',
    ),
  }),
  unit({
    unitNumber: 'BX105869',
    productType: 'salesOffice',
    place: places.ottawa,
    price: 26400,
    obo: false,
    status: 'available',
    description: text(
      '12 × 56 ft sales centre used by a home builder: reception, two closing offices, a washroom and a covered porch.',
      'Centre de vente de 12 × 56 pi utilisé par un constructeur résidentiel\u00a0: accueil, deux bureaux de signature, une toilette et un porche couvert.',
    ),
  }),
  unit({
    unitNumber: 'BX105905',
    productType: 'classroom',
    place: places.sacramento,
    price: 48000,
    obo: true,
    status: 'available',
    description: text(
      '24 × 60 ft double-wide classroom for up to 30 students, with two entries, whiteboards, central air and a ramp.',
      'Salle de classe double de 24 × 60 pi pour 30 élèves, avec deux entrées, tableaux blancs, climatisation centrale et rampe d’accès.',
    ),
  }),
  unit({
    unitNumber: 'BX106032',
    productType: 'classroom',
    place: places.winnipeg,
    price: 52500,
    obo: false,
    status: 'available',
    description: text(
      '28 × 64 ft classroom built for cold climates, with R-30 insulation, a cloakroom, a washroom and accessible ramps.',
      'Salle de classe de 28 × 64 pi conçue pour le climat froid, isolation R-30, vestiaire, toilette et rampes accessibles.',
    ),
  }),
  unit({
    unitNumber: 'BX106177',
    productType: 'bunkhouse',
    place: places.fortMcMurray,
    price: 39900,
    obo: true,
    status: 'available',
    description: text(
      '12 × 60 ft bunkhouse with eight beds in four rooms, two washrooms with showers and a laundry area. Winterized.',
      'Dortoir de 12 × 60 pi avec huit lits dans quatre chambres, deux salles de bain avec douche et une buanderie. Prêt pour l’hiver.',
    ),
  }),
  unit({
    unitNumber: 'BX106203',
    productType: 'bunkhouse',
    place: places.batonRouge,
    price: 29500,
    obo: false,
    status: 'available',
    description: text(
      '12 × 44 ft crew bunkhouse with six bunks, a shower room and a small kitchenette.',
      'Dortoir de chantier de 12 × 44 pi avec six couchettes, une salle de douche et une petite cuisinette.',
    ),
  }),
  unit({
    unitNumber: 'BX106348',
    productType: 'toiletTrailer',
    place: places.nashville,
    price: 16800,
    obo: true,
    status: 'available',
    description: text(
      '8 × 20 ft restroom trailer with ten stations (men’s and women’s sides), sinks, a freshwater tank and lighting.',
      'Roulotte sanitaire de 8 × 20 pi avec dix postes (côtés hommes et femmes), lavabos, réservoir d’eau potable et éclairage.',
    ),
  }),
  unit({
    unitNumber: 'BX106474',
    productType: 'toiletTrailer',
    place: places.halifax,
    price: 13900,
    obo: false,
    status: 'available',
    description: text(
      '8 × 16 ft restroom trailer with six stations, heated for year-round use, on a road-legal chassis.',
      'Roulotte sanitaire de 8 × 16 pi avec six postes, chauffée pour un usage à l’année, sur châssis homologué pour la route.',
    ),
  }),
  unit({
    unitNumber: 'BX106519',
    productType: 'guardHouse',
    place: places.newark,
    price: 6900,
    obo: true,
    status: 'available',
    description: text(
      '8 × 8 ft guard booth with windows on four sides, a sliding door, a counter and a heater.',
      'Guérite de 8 × 8 pi vitrée sur quatre côtés, avec porte coulissante, comptoir et chaufferette.',
    ),
  }),
  unit({
    unitNumber: 'BX106645',
    productType: 'guardHouse',
    place: places.hamilton,
    price: 7400,
    obo: false,
    status: 'available',
    description: text(
      '6 × 10 ft security booth with a service window, electrical panel and lighting, ready for a forklift move.',
      'Guérite de sécurité de 6 × 10 pi avec guichet, panneau électrique et éclairage, prête à déplacer au chariot élévateur.',
    ),
  }),
  unit({
    unitNumber: 'BX106781',
    productType: 'panelizedProduct',
    place: places.pittsburgh,
    price: 11500,
    obo: true,
    status: 'available',
    description: text(
      '12 × 12 ft panelized building with steel-skinned wall panels, a door and two windows; ships flat and bolts together.',
      'Bâtiment à panneaux de 12 × 12 pi, murs à parement d’acier, une porte et deux fenêtres; livré à plat et assemblé par boulonnage.',
    ),
  }),
  unit({
    unitNumber: 'BX106816',
    productType: 'inPlantOffice',
    place: places.kansasCity,
    price: 9800,
    obo: false,
    status: 'available',
    description: text(
      '10 × 12 ft in-plant office with a view window onto the shop floor, a door and power outlets. Freestanding, no footings needed.',
      'Bureau en usine de 10 × 12 pi avec fenêtre donnant sur l’atelier, une porte et des prises électriques. Autoportant, sans fondations.',
    ),
  }),
  unit({
    unitNumber: 'BX106942',
    productType: 'inPlantOffice',
    place: places.quebec,
    price: 12900,
    obo: true,
    status: 'available',
    description: text(
      '12 × 16 ft modular in-plant office with sound-deadening panels, a drop ceiling and LED lighting.',
      'Bureau modulaire en usine de 12 × 16 pi avec panneaux insonorisants, plafond suspendu et éclairage DEL.',
    ),
  }),
  unit({
    unitNumber: 'BX107078',
    productType: 'pumpHouse',
    place: places.saltLakeCity,
    price: 8400,
    obo: false,
    status: 'available',
    description: text(
      '8 × 10 ft insulated pump house with a double door, a vent and a heater, on a skid base.',
      'Abri de pompe isolé de 8 × 10 pi avec porte double, ventilation et chaufferette, sur base à patins.',
    ),
  }),
  unit({
    unitNumber: 'BX107103',
    productType: 'vanTrailer',
    place: places.minneapolis,
    price: 12500,
    obo: true,
    status: 'available',
    description: text(
      '53 ft dry van trailer for ground-level storage: swing doors, wood floor, roof intact. Not road-certified.',
      'Semi-remorque fourgon de 53 pi pour l’entreposage au sol\u00a0: portes battantes, plancher de bois, toit intact. Non certifiée pour la route.',
    ),
  }),
  unit({
    unitNumber: 'BX107249',
    productType: 'vanTrailer',
    place: places.regina,
    price: 10900,
    obo: false,
    status: 'available',
    description: text(
      '48 ft storage van trailer with a roll-up door and a lockable side door.',
      'Semi-remorque fourgon d’entreposage de 48 pi avec porte enroulable et porte latérale verrouillable.',
    ),
  }),
  unit({
    unitNumber: 'BX107385',
    productType: 'cleanRoom',
    place: places.boston,
    price: 34000,
    obo: true,
    status: 'available',
    description: text(
      '12 × 20 ft modular clean room (ISO 7) with HEPA filter units, an anteroom and washable wall panels.',
      'Salle blanche modulaire de 12 × 20 pi (ISO 7) avec unités de filtration HEPA, sas d’entrée et panneaux muraux lavables.',
    ),
  }),
  unit({
    unitNumber: 'BX107420',
    productType: 'coldStorage',
    place: places.orlando,
    price: 9900,
    obo: true,
    status: 'available',
    description: text(
      '20 ft refrigerated container holding −20 °F to 70 °F, with a working electric reefer unit (460 V).',
      'Conteneur réfrigéré de 20 pi maintenant de −29 °C à 21 °C, groupe frigorifique électrique fonctionnel (460 V).',
    ),
  }),
  unit({
    unitNumber: 'BX107566',
    productType: 'coldStorage',
    place: places.saskatoon,
    price: 15800,
    obo: false,
    status: 'available',
    description: text(
      '40 ft high-cube refrigerated container, stainless interior, T-bar floor, reefer unit serviced this year.',
      'Conteneur réfrigéré grande hauteur de 40 pi, intérieur en inox, plancher en T, groupe frigorifique entretenu cette année.',
    ),
  }),
  unit({
    unitNumber: 'BX107691',
    productType: 'others',
    place: places.lasVegas,
    price: 5900,
    obo: true,
    status: 'available',
    description: text(
      '8 × 10 ft ticket booth with two service windows, a counter and lighting, for events and parking lots.',
      'Kiosque de billetterie de 8 × 10 pi avec deux guichets, comptoir et éclairage, pour les événements et les stationnements.',
    ),
  }),
  unit({
    unitNumber: 'BX107737',
    productType: 'others',
    place: places.moncton,
    price: 4400,
    obo: false,
    status: 'available',
    description: text(
      '8 × 12 ft tool crib with a lockable service window, shelving and a workbench.',
      'Magasin d’outils de 8 × 12 pi avec guichet verrouillable, étagères et établi.',
    ),
  }),
  unit({
    unitNumber: 'BX107862',
    productType: 'storageContainer',
    place: places.seattle,
    price: 3400,
    obo: false,
    status: 'available',
    pictures: container('20WS'),
    description: text(
      '20 ft standard container, wind and watertight, with new lock box and forklift pockets.',
      'Conteneur standard de 20 pi, étanche au vent et à l’eau, avec boîte à cadenas neuve et passages de fourches.',
    ),
  }),
  unit({
    unitNumber: 'BX107998',
    productType: 'officeTrailer',
    place: places.charlotte,
    price: 14200,
    obo: true,
    status: 'pending',
    description: text(
      '10 × 40 ft office trailer with one private office, an open area and a restroom. Sale pending.',
      'Roulotte de bureau de 10 × 40 pi avec un bureau fermé, une aire ouverte et une toilette. Vente en cours.',
    ),
  }),
]

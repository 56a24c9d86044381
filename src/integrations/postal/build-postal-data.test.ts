import { describe, expect, it } from 'vitest'
import {
  buildPostalData,
  cleanCanadianRow,
  cleanUsRow,
  repairAccents,
  titleCase,
} from '../../../scripts/build-postal-data.mjs'

/** The cleaning of scripts/build-postal-data.mjs, on synthetic rows shaped like the source's faults. */
describe('cleanCanadianRow', () => {
  it('upper-cases and trims the FSA, maps the province name to its code', () => {
    expect(cleanCanadianRow('k1a', { zip: ' k1a ', city: 'Somewhere', state: 'Ontario', latitude: 45.4207, longitude: -75.7023 }))
      .toMatchObject({ fsa: 'K1A', province: 'ON', lat: 45.42, lng: -75.7 })
  })

  it('drops rows that are not valid FSAs', () => {
    for (const zip of ['', 'K1', 'K1AA', 'Z1A', 'D1A', 'K1O', '123', null]) {
      expect(cleanCanadianRow(String(zip), { zip, city: 'X', state: 'Ontario', latitude: 45, longitude: -75 })).toBeNull()
    }
    expect(cleanCanadianRow('H0H', { zip: 'H0H', city: 'Reserved (santa Claus)', state: 'Quebec', latitude: 90, longitude: 0 })).toBeNull()
  })

  it('repairs a row shifted by a comma in the description', () => {
    const row = cleanCanadianRow('K0C', {
      zip: 'K0C', city: 'Stormont', state: 'Dundas and Glengarry United Counties (Alexandria)', latitude: null, longitude: 45.2228,
    })
    expect(row).toMatchObject({ fsa: 'K0C', city: 'Alexandria', province: 'ON', lat: 45.22, lng: null })
    expect(row?.aliases).toContain('Stormont')
  })

  it('takes the town of a rural FSA and the city of an urban one', () => {
    expect(cleanCanadianRow('T0A', { city: 'Eastern Alberta (st. Paul)', state: 'Alberta', latitude: 53.9, longitude: -111 })?.city).toBe('St. Paul')
    expect(cleanCanadianRow('S7K', { city: 'Saskatoon North Central', state: 'Saskatchewan', latitude: 52.1, longitude: -106.6 })?.city).toBe('Saskatoon')
    expect(cleanCanadianRow('M5V', { city: 'Downtown Toronto (cn Tower / King And Spadina)', state: 'Ontario', latitude: 43.6, longitude: -79.4 }))
      .toMatchObject({ city: 'Toronto', aliases: expect.arrayContaining(['King and Spadina']) })
    expect(cleanCanadianRow('S4S', { city: 'Regina South Saskatchewan Provincial Government', state: 'Saskatchewan', latitude: 50.4, longitude: -104.6 })?.city).toBe('Regina')
  })

  it('restores lost accents and French casing', () => {
    expect(cleanCanadianRow('G5R', { city: 'Rivi\uFFFDre-du-loup', state: 'Quebec', latitude: 47.8, longitude: -69.5 })?.city).toBe('Rivière-du-Loup')
    expect(repairAccents('Centre-du- Qu\uFFFDbec')).toBe('Centre-du- Québec')
    expect(repairAccents('Unknown\uFFFD')).toBe('Unknowné')
    expect(titleCase("val-d'or")).toBe("Val-d'Or")
    expect(titleCase('lake of the woods')).toBe('Lake of the Woods')
    expect(titleCase('fort mcmurray')).toBe('Fort McMurray')
  })

  it('derives the province from the FSA when the name is unknown or contradicts it', () => {
    expect(cleanCanadianRow('V0N', { city: 'North Island', state: 'Sunshine Coast', latitude: null, longitude: null })?.province).toBe('BC')
    expect(cleanCanadianRow('X0A', { city: 'Outer Nunavut (iqaluit)', state: 'Northwest Territory', latitude: 70, longitude: -68 })?.province).toBe('NU')
    expect(cleanCanadianRow('T2P', { city: 'Calgary', state: 'Ontario', latitude: 51, longitude: -114 })?.province).toBe('AB')
  })

  it('drops coordinates outside Canada', () => {
    expect(cleanCanadianRow('T2P', { city: 'Calgary', state: 'Alberta', latitude: 0, longitude: 0 })).toMatchObject({ lat: null, lng: null })
  })
})

describe('cleanUsRow', () => {
  it('keeps valid rows with rounded coordinates', () => {
    expect(cleanUsRow('90210', { zip: '90210', city: ' Beverly  Hills ', state: 'ca', latitude: 34.0901, longitude: -118.4065 }))
      .toEqual({ zip: '90210', city: 'Beverly Hills', state: 'CA', lat: 34.09, lng: -118.41 })
  })

  it('drops malformed and military rows and unknown coordinates', () => {
    expect(cleanUsRow('9021', { city: 'X', state: 'CA' })).toBeNull()
    expect(cleanUsRow('00000', { city: 'X', state: 'CA' })).toBeNull()
    expect(cleanUsRow('34001', { city: 'Apo', state: 'AA', latitude: 0, longitude: 0 })).toBeNull()
    expect(cleanUsRow('12345', { city: '', state: 'NY' })).toBeNull()
    expect(cleanUsRow('12345', { city: 'Schenectady', state: 'NY', latitude: 0, longitude: 0 })).toMatchObject({ lat: null, lng: null })
  })
})

describe('buildPostalData', () => {
  it('builds the compact shape and fills a lost longitude from neighbouring FSAs', () => {
    const data = buildPostalData({
      us: { '90210': { zip: '90210', city: 'Beverly Hills', state: 'CA', latitude: 34.0901, longitude: -118.4065 } },
      ca: {
        E1A: { zip: 'E1A', city: 'Moncton East', state: 'New Brunswick', latitude: 46.1, longitude: -64.7 },
        E1C: { zip: 'E1C', city: 'Moncton Central', state: 'New Brunswick', latitude: 46.1, longitude: -64.9 },
        E1H: { zip: 'E1H', city: 'Lakeville', state: 'Shediac Bridge', latitude: null, longitude: 46.1506 },
        bad: { zip: 'QQQ', city: 'Nowhere', state: 'Ontario', latitude: 45, longitude: -75 },
      },
    })
    expect(data.us).toEqual({ '90210': ['Beverly Hills', 'CA', 34.09, -118.41] })
    expect(Object.keys(data.ca)).toEqual(['E1A', 'E1C', 'E1H'])
    expect(data.ca.E1A).toEqual(['Moncton', 'NB', 46.1, -64.7])
    expect(data.ca.E1H).toEqual(['Lakeville', 'NB', 46.15, -64.8, ['Shediac Bridge']])
  })
})

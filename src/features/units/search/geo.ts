// Distances on the Earth for the used-unit search (pure, browser-safe).

export interface LatLng {
  lat: number
  lng: number
}

/** Mean Earth radius in statute miles. */
export const EARTH_RADIUS_MILES = 3958.7613
const MILES_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_MILES) / 180

const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in miles (haversine). */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface BoundingBox {
  minLat: number
  maxLat: number
  /** Null when the box spans every longitude (near a pole) or crosses the antimeridian: no longitude filter. */
  minLng: number | null
  maxLng: number | null
}

/**
 * A box holding every point within `miles` of `center` (a cheap database prefilter before the
 * exact haversine distance). Slightly larger than the circle, never smaller.
 */
export function boundingBox(center: LatLng, miles: number): BoundingBox {
  const dLat = miles / MILES_PER_DEGREE_LAT
  const minLat = Math.max(-90, center.lat - dLat)
  const maxLat = Math.min(90, center.lat + dLat)
  // The widest longitude span is at the box's latitude farthest from the equator.
  const extremeLat = Math.max(Math.abs(minLat), Math.abs(maxLat))
  const cos = Math.cos(rad(extremeLat))
  if (cos < 1e-6) return { minLat, maxLat, minLng: null, maxLng: null }
  const dLng = miles / (MILES_PER_DEGREE_LAT * cos)
  if (dLng >= 180) return { minLat, maxLat, minLng: null, maxLng: null }
  const minLng = center.lng - dLng
  const maxLng = center.lng + dLng
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: null, maxLng: null }
  return { minLat, maxLat, minLng, maxLng }
}

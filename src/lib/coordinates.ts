// Coordinates from API data: which can be drawn on a map or routed to.

/**
 * Whether a coordinate pair can be drawn: both finite and in range. (0, 0) — "null island" in the
 * Gulf of Guinea — is how unset coordinates often arrive, and no Omani business is there.
 */
export function isMappable(lat: number | null | undefined, lng: number | null | undefined): boolean {
  if (typeof lat !== 'number' || typeof lng !== 'number') return false;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return false;
  return !(lat === 0 && lng === 0);
}

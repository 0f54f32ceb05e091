/** A point on the map, in degrees. */
export type LatLng = { lat: number; lng: number };

type ContactLocation = { address?: string | null; latitude?: number | null; longitude?: number | null };

const isLatitude = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90;
const isLongitude = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180;

/**
 * Where the pin goes: the contact record's coordinates (the back office keeps them with the
 * address), else the configured point, so a missing or failed record still shows a map.
 */
export function mapPoint(contact: ContactLocation | null | undefined, configured: LatLng): LatLng {
  return contact && isLatitude(contact.latitude) && isLongitude(contact.longitude)
    ? { lat: contact.latitude, lng: contact.longitude }
    : configured;
}

/**
 * Google Maps directions to the record's address as written (what a visitor would type, and it
 * names the building), else to the map's point.
 */
export function directionsUrl(contact: ContactLocation | null | undefined, point: LatLng): string {
  const address = contact?.address?.trim();
  const destination = address ? encodeURIComponent(address) : `${point.lat},${point.lng}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

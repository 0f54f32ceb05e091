import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';

// Leaflet finds its marker images by a path read from its CSS, which breaks once Vite renames the
// files; give it the bundled URLs instead (an empty imagePath keeps it from prefixing them).
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

/** The map's zoom (docs/product.md, Contact). */
const ZOOM = 15;
const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** MapContainer reads its centre once; this follows a point that changes later (the record loaded after the map). */
function FollowPoint({ position }: { position: [number, number] }) {
  const map = useMap();
  useEffect(() => {
    map.setView(position, map.getZoom());
  }, [map, position]);
  return null;
}

/**
 * The Leaflet map (client only: Leaflet needs window). Without tiles (offline, blocked) it stays a
 * quiet surface with the marker, and says so.
 */
export default function ContactMap({
  center,
  markerLabel,
}: {
  center: { lat: number; lng: number };
  markerLabel: string;
}) {
  const { t } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(false);
  const position = useMemo<[number, number]>(() => [center.lat, center.lng], [center.lat, center.lng]);
  const tileEvents = useMemo(() => ({ tileerror: () => setTilesFailed(true) }), []);

  return (
    <>
      <MapContainer className="contact-map__leaflet" center={position} zoom={ZOOM} scrollWheelZoom={false}>
        <TileLayer url={TILES} attribution={ATTRIBUTION} eventHandlers={tileEvents} />
        <Marker position={position} alt={markerLabel} title={markerLabel} />
        <FollowPoint position={position} />
      </MapContainer>
      {tilesFailed && (
        <p className="contact-map__note" role="status">
          {t('contact.map_unavailable')}
        </p>
      )}
    </>
  );
}

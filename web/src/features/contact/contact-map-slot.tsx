import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStarted } from '../../app/use-started';

// Its own chunk inside the contact screen: Leaflet loads only once the page is interactive.
const ContactMap = lazy(() => import('./contact-map'));

/**
 * The map's place on the page. The server (and the first client render) draw a sized, neutral
 * box with a pin, so nothing moves when the real map mounts after hydration.
 */
export function ContactMapSlot(props: { center: { lat: number; lng: number }; markerLabel: string }) {
  const { t } = useTranslation();
  const hydrated = useStarted();
  const unavailable = (
    <p className="contact-map__note" role="status">
      {t('contact.map_unavailable')}
    </p>
  );

  return (
    // The pin's point, readable in the page (and by tests) since Leaflet keeps it out of the DOM.
    <section
      className="contact-map"
      aria-label={t('contact.map_label')}
      data-lat={props.center.lat}
      data-lng={props.center.lng}
    >
      <span className="contact-map__pin" aria-hidden="true" />
      {hydrated && (
        <MapBoundary fallback={unavailable}>
          <Suspense fallback={null}>
            <ContactMap center={props.center} markerLabel={props.markerLabel} />
          </Suspense>
        </MapBoundary>
      )}
    </section>
  );
}

/** A map that fails to load (chunk or Leaflet error) must not take the contact details down with it. */
class MapBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

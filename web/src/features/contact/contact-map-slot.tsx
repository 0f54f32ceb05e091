import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInteracted } from '../../core/use-interacted';

// Its own chunk inside the contact screen: Leaflet loads only once the visitor is on the page.
const ContactMap = lazy(() => import('./contact-map'));

/**
 * The map's place on the page. The server (and the client until the visitor first touches, scrolls,
 * types or moves the mouse) draw a sized, neutral box with a pin, so nothing moves when the real map
 * mounts. Building Leaflet's map right after hydration held a phone's main thread for 230-300 ms
 * with nobody yet looking at it.
 */
export function ContactMapSlot(props: { center: { lat: number; lng: number }; markerLabel: string }) {
  const { t } = useTranslation();
  const present = useInteracted();
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
      {present && (
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

// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '../../testing/render-with-site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactScreenDocument } from '../../gql/graphql';
import ContactScreen from './contact-screen';

// Leaflet is not what these tests are about, and it needs a real layout engine.
vi.mock('./contact-map', () => ({ default: () => <div data-testid="leaflet-map" /> }));

// The site's own contact details, which the page falls back to.
const config = { phone: '+55 71 3333-0000', email: 'site@example.com', map: { lat: -13, lng: -38.5 } };

const contact = {
  __typename: 'Contact',
  address: 'Av. Tancredo Neves, 1632, Salvador - BA',
  email: 'contato@example.com',
  phones: ['+55 71 3333-0000', '+55 71 99999-0000'],
  latitude: -12.9868,
  longitude: -38.4559,
};
const instagram = {
  __typename: 'SocialMedia',
  key: 'instagram',
  name: '@bahiamodels',
  url: 'https://www.instagram.com/bahiamodels',
};
const youtube = {
  __typename: 'SocialMedia',
  key: 'youtube',
  name: 'Bahia Models',
  url: 'https://www.youtube.com/@bahiamodels',
};

const mock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ContactScreenDocument },
  result,
});

function renderContact(mocks: MockLink.MockedResponse[]) {
  return renderWithSite(<ContactScreen route={{ screen: 'contact' }} />, {
    locale: 'en',
    route: { screen: 'contact' },
    mocks,
    config,
  });
}

afterEach(cleanup);

describe('ContactScreen', () => {
  it('shows the address, e-mail, phones and an Instagram link that opens in a new tab', async () => {
    renderContact([mock({ data: { contact, socialMedia: [youtube, instagram] } })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(await screen.findByText(contact.address)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contato@example.com' }).getAttribute('href')).toBe(
      'mailto:contato@example.com',
    );
    expect(screen.getByRole('link', { name: '+55 71 99999-0000' }).getAttribute('href')).toBe(
      'tel:+5571999990000',
    );
    const link = screen.getByRole('link', { name: /^@bahiamodels\s*\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe(instagram.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no Instagram link when no social media entry is keyed instagram', async () => {
    renderContact([mock({ data: { contact, socialMedia: [youtube] } })]);
    await screen.findByText(contact.address);
    expect(screen.queryByText(/instagram/i)).toBeNull();
    expect(screen.queryByRole('link', { name: /Bahia Models/ })).toBeNull();
  });

  it('mounts the map inside the labelled map box once the visitor is on the page', async () => {
    renderContact([mock({ data: { contact, socialMedia: [] } })]);
    const region = screen.getByRole('region', { name: 'Map showing the agency location' });
    fireEvent.pointerDown(region);
    expect(await within(region).findByTestId('leaflet-map')).toBeTruthy();
  });

  it("puts the pin on the record's coordinates and leads directions to its address", async () => {
    renderContact([mock({ data: { contact, socialMedia: [] } })]);
    const directions = await screen.findByRole('link', { name: /Get directions/ });
    expect(new URL(directions.getAttribute('href')!).searchParams.get('destination')).toBe(contact.address);
    const region = screen.getByRole('region', { name: 'Map showing the agency location' });
    expect([region.dataset.lat, region.dataset.lng]).toEqual(['-12.9868', '-38.4559']);
  });

  it('keeps the configured point for the pin when the record has no coordinates', async () => {
    renderContact([
      mock({ data: { contact: { ...contact, latitude: null, longitude: null }, socialMedia: [] } }),
    ]);
    await screen.findByText(contact.address);
    const region = screen.getByRole('region', { name: 'Map showing the agency location' });
    expect([region.dataset.lat, region.dataset.lng]).toEqual(['-13', '-38.5']);
  });

  it('still shows the page with the configured e-mail and phone when the contact fails, and only logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderContact([
      mock({ errors: [{ message: 'upstream down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] as never }),
    ]);
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'site@example.com' }).getAttribute('href')).toBe(
      'mailto:site@example.com',
    );
    expect(screen.getByRole('link', { name: '+55 71 3333-0000' })).toBeTruthy();
    // No error message anywhere (the contact form's status region stays empty).
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent?.trim())).toEqual([]);
    log.mockRestore();
  });
});

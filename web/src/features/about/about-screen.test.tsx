// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { renderWithSite } from '../../testing/render-with-site';
import { afterEach, describe, expect, it } from 'vitest';
import { AboutScreenDocument } from '../../gql/graphql';
import type { Locale } from '../../i18n/locales';
import AboutScreen from './about-screen';

function aboutMock(
  locale: 'PT' | 'EN' | 'ES',
  text: { html: string; locale: 'PT' | 'EN' | 'ES' | null },
): MockLink.MockedResponse {
  return {
    request: { query: AboutScreenDocument, variables: { key: 'about_text', locale } },
    result: { data: { websiteText: { __typename: 'WebsiteText', key: 'about_text', ...text } } },
  };
}

function renderAbout(locale: Locale, mocks: MockLink.MockedResponse[]) {
  return renderWithSite(<AboutScreen route={{ screen: 'about' }} />, {
    locale,
    route: { screen: 'about' },
    mocks,
  });
}

afterEach(cleanup);

describe('AboutScreen', () => {
  it('shows the title and the about text as HTML in the page language', async () => {
    renderAbout('en', [
      aboutMock('EN', {
        html: '<h2>About the agency</h2><p>With <strong>30 years</strong> in the market.</p><p><img src="https://cdn.test/team.jpg" alt="The team"></p>',
        locale: 'EN',
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'About the agency' })).toBeTruthy();
    expect(screen.getByText('30 years').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'The team' })).toBeTruthy();
  });

  it('marks a text that fell back to Portuguese with its language', async () => {
    renderAbout('es', [aboutMock('ES', { html: '<p>Há 30 anos no mercado.</p>', locale: 'PT' })]);
    const paragraph = await screen.findByText('Há 30 anos no mercado.');
    expect(paragraph.closest('[lang]')?.getAttribute('lang')).toBe('pt-BR');
  });

  it('shows the key itself, as text, when no language has the about text', async () => {
    renderAbout('pt', [aboutMock('PT', { html: 'about_text', locale: null })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre' })).toBeTruthy();
    expect(await screen.findByText('about_text')).toBeTruthy();
  });
});

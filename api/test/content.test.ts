import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContactDocument,
  PostDocument,
  PostsDocument,
  SelectiveCitiesDocument,
  WebsiteTextDocument,
} from '@agency/sdk';
import { HomeContent, WebsiteMedia } from './operations.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

describe('home and pre-home', () => {
  it('groups slides into the three sliders plus extra groups, with absolute URLs', async () => {
    const { data, errors } = await h.query(HomeContent, {});
    expect(errors).toBeUndefined();
    const groups = data!.homeSlides!;
    expect(groups.slice(0, 3).map((g) => [g.index, g.key])).toEqual([
      [0, '1'],
      [1, '2'],
      [2, '3'],
    ]);
    expect(groups.length).toBeGreaterThan(3);
    for (const group of groups) {
      expect(group.slides.length).toBeGreaterThan(0);
      for (const slide of group.slides) {
        if (group.index < 3) expect(slide.description?.trim()).toBe(group.key);
        expect(slide.desktopUrl).toMatch(/^https?:\/\//);
        expect(slide.mobileUrl).toMatch(/^https?:\/\//);
        expect(slide.kind).toBe(/\.(mp4|webm|ogg)$/i.test(slide.desktopUrl!) ? 'VIDEO' : 'IMAGE');
      }
    }
    expect(groups.flatMap((g) => g.slides).some((s) => s.kind === 'VIDEO')).toBe(true);
    expect(data!.prehome!.length).toBeGreaterThan(0);
  });
});

describe('site content', () => {
  it('serves contact, social media, images, videos and selective cities by date', async () => {
    const { data, errors } = await h.query(ContactDocument, {});
    expect(errors).toBeUndefined();
    expect(data!.contact).toMatchObject({
      email: expect.stringContaining('@') as string,
      address: expect.any(String) as string,
    });
    expect(data!.contact!.phones.length).toBeGreaterThan(0);
    expect(data!.contact!.latitude).toBeCloseTo(-13, 0);
    expect(data!.contact!.longitude).toBeCloseTo(-38.5, 0);
    expect(data!.socialMedia!.find((s) => s.key === 'instagram')?.url).toMatch(
      /^https:\/\/(www\.)?instagram\.com\//,
    );
    const selective = await h.query(SelectiveCitiesDocument, {});
    expect(selective.errors).toBeUndefined();
    const dates = selective.data!.selectiveCities!.map((c) => c.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort());
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const unknown = await h.query(WebsiteMedia, { imageKey: 'x', videoKey: 'y' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.websiteImage).toBeNull();
    expect(unknown.data!.websiteVideo).toBeNull();
    const video = await h.query(WebsiteMedia, {
      imageKey: 'contact_banner',
      videoKey: 'selective_header',
    });
    expect(video.data!.websiteVideo).toMatchObject({
      key: 'selective_header',
      mobileUrl: expect.stringMatching(/^https?:\/\//) as string,
    });
  });

  it('sanitises hostile upstream HTML', async () => {
    const { data } = await h.query(WebsiteTextDocument, { key: 'home_notice' });
    expect(data!.websiteText!.html.length).toBeGreaterThan(0);
    expect(data!.websiteText!.html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('falls back from the desktop image to the mobile one', async () => {
    const raw = await fetchPanel(h, 'api/website-images');
    const [key, entry] = Object.entries(
      raw as Record<string, { mobile: string; desktop: string | null }>,
    ).find(([, e]) => !e.desktop)!;
    const { data } = await h.query(WebsiteMedia, { imageKey: key, videoKey: key });
    expect(data!.websiteImage!.desktopUrl).toBe(data!.websiteImage!.mobileUrl);
    expect(data!.websiteImage!.mobileUrl).toContain(entry.mobile.replace(/^\//, ''));
  });
});

describe('website texts', () => {
  it('serves the about text in each language, sanitised', async () => {
    const texts: string[] = [];
    for (const locale of ['PT', 'EN', 'ES'] as const) {
      const { data } = await h.query(WebsiteTextDocument, { key: 'about_text', locale });
      expect(data!.websiteText).toMatchObject({ key: 'about_text', locale, isFallback: false });
      expect(data!.websiteText!.html).toMatch(/<(h2|p)>/);
      expect(data!.websiteText!.html).not.toMatch(/<script|onerror=|javascript:/i);
      texts.push(data!.websiteText!.html);
    }
    expect(new Set(texts).size).toBe(3);
  });

  it('falls back to Portuguese when a language is missing, and to the key when none has it', async () => {
    const raw = (await fetchPanel(h, 'api/website-texts')) as Record<string, Record<string, string>>;
    const [key] = Object.entries(raw).find(([, locales]) => locales.pt && !locales.es)!;
    const { data } = await h.query(WebsiteTextDocument, { key, locale: 'ES' });
    expect(data!.websiteText).toMatchObject({ locale: 'PT', isFallback: true });
    const missing = await h.query(WebsiteTextDocument, { key: 'no_such_text' });
    // No language has it: null (the about page then shows the key, as the spec says).
    expect(missing.data!.websiteText).toBeNull();
    expect(missing.errors).toBeUndefined();
  });
});

describe('posts', () => {
  it('pages posts and finds one by slug', async () => {
    const type = await postType(h);
    const first = await h.query(PostsDocument, { type, perPage: 10 });
    expect(first.errors).toBeUndefined();
    expect(first.data!.posts).toMatchObject({ currentPage: 1, hasNextPage: true });
    expect(first.data!.posts!.nodes).toHaveLength(10);
    const second = await h.query(PostsDocument, { type, page: 2, perPage: 6 });
    expect(second.data!.posts!.currentPage).toBe(2);
    const slug = first.data!.posts!.nodes[0]!.slug;
    const one = await h.query(PostDocument, { type, slug });
    expect(one.data!.post).toMatchObject({ slug, title: first.data!.posts!.nodes[0]!.title });
    expect((await h.query(PostDocument, { type, slug: 'no-such-post' })).data).toEqual({ post: null });
  });

  it('refuses a bad page size', async () => {
    const { errors } = await h.query(PostsDocument, { type: 'news', perPage: 500 });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'perPage' });
  });
});

async function fetchPanel(h: Harness, path: string): Promise<unknown> {
  const login = await fetch(`${h.demo.panelUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: h.demo.credentials.panelSalt, api_token: h.demo.credentials.panelApiToken }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${h.demo.panelUrl}/${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  return ((await response.json()) as { data: unknown }).data;
}

async function postType(h: Harness): Promise<string> {
  for (const type of ['news', 'blog', 'posts']) {
    const { data } = await h.query(PostsDocument, { type, perPage: 1 });
    if (data?.posts?.nodes.length) return type;
  }
  throw new Error('the demo upstream should have posts of type news, blog or posts');
}

// The back office's content: slides, pre-home, contact, selective cities, website texts, images,
// videos, customizations and social media. Storage paths are relative unless a real panel would
// have stored an absolute URL (the about text's <img>, built from the panel's own address).

import type { MediaEntry } from './looks.js';

export type Slide = { id: number; image_desktop: string; image_mobile: string; description: string };
export type Contact = {
  id: number;
  address: string;
  email: string;
  phones: string[];
  lat: number;
  lng: number;
};
export type SelectiveCity = { id: number; city: string; date: string };
export type MediaPair = { mobile: string; desktop: string | null; description: string };

export type PanelContent = {
  entities: Record<string, Record<string, unknown>[]>;
  texts: Record<string, Record<string, string>>;
  images: Record<string, MediaPair>;
  videos: Record<string, MediaPair>;
  customizations: Record<string, unknown>;
  socialMedias: Record<string, { url: string; name: string }>;
  /** Every file the content refers to, with the size it must have. */
  media: Map<string, MediaEntry>;
};

// Slides are shown full screen (pre-home) and in tall columns: files as large as a back-office
// upload for a 2x laptop (2400 across) and a 2x phone (1080 across), so the site has the pixels.
const DESKTOP = { width: 2400, height: 1350 };
const MOBILE = { width: 1080, height: 1920 };

function slideSet(
  folder: string,
  groups: string[],
  firstId: number,
  videoAt: number[],
  media: Map<string, MediaEntry>,
): Slide[] {
  return groups.map((group, index) => {
    const n = String(index + 1).padStart(2, '0');
    const video = videoAt.includes(index);
    const ext = video ? 'mp4' : 'jpg';
    const slide = {
      id: firstId + index,
      image_desktop: `${folder}/${n}-desktop.${ext}`,
      image_mobile: `${folder}/${n}-mobile.${ext}`,
      description: group,
    };
    if (video) {
      media.set(slide.image_desktop, { kind: 'video', width: 320, height: 180, seconds: 4 });
      media.set(slide.image_mobile, { kind: 'video', width: 180, height: 320, seconds: 4 });
    } else {
      media.set(slide.image_desktop, { kind: 'image', ...DESKTOP, framing: index % 2 ? 'full' : 'half' });
      media.set(slide.image_mobile, { kind: 'image', ...MOBILE, framing: index % 2 ? 'full' : 'half' });
    }
    return slide;
  });
}

/** Dates of the next selectives: Saturdays from next month on, so they are always in the future. */
function selectiveDates(today: Date, count: number): string[] {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  while (start.getUTCDay() !== 6) start.setUTCDate(start.getUTCDate() + 1);
  return Array.from({ length: count }, (_, i) =>
    new Date(start.getTime() + i * 14 * 86_400_000).toISOString().slice(0, 10),
  );
}

function aboutText(storage: string): Record<string, string> {
  const img = (alt: string) =>
    `<img src="${storage}website/about-team.jpg" alt="${alt}" width="1600" height="1067">`;
  return {
    pt:
      '<h2>Sobre a agência</h2>' +
      '<p>Há <strong>30 anos no mercado</strong>, a Bahia Models descobre, desenvolve e representa modelos de moda e comerciais, mulheres e homens, a partir de Salvador para o Brasil e o mundo.</p>' +
      `<p>${img('Equipe da agência no estúdio')}</p>` +
      '<p>Nossas seletivas percorrem o interior da Bahia em busca de novos rostos: do Recôncavo à Chapada Diamantina.</p>',
    en:
      '<h2>About the agency</h2>' +
      '<p>With <strong>30 years in the market</strong>, Bahia Models scouts, develops and represents fashion and commercial models, women and men, from Salvador to Brazil and the world.</p>' +
      `<p>${img('The agency team in the studio')}</p>` +
      '<p>Our open castings travel across Bahia looking for new faces.</p>',
    es:
      '<h2>Sobre la agencia</h2>' +
      '<p>Con <strong>30 años en el mercado</strong>, Bahia Models descubre, desarrolla y representa modelos de moda y comerciales, mujeres y hombres, desde Salvador hacia Brasil y el mundo.</p>' +
      `<p>${img('El equipo de la agencia en el estudio')}</p>` +
      '<p>Nuestras seleccionadoras recorren Bahía en busca de nuevos rostros.</p>',
  };
}

export function generatePanelContent(panelUrl: string, today = new Date()): PanelContent {
  const media = new Map<string, MediaEntry>();
  const storage = `${panelUrl}/storage/`;

  const slides = slideSet(
    'entities/slides',
    ['1', '1', '1', '2', '2', '2', '3', '3', '3', '3', '7'],
    1,
    [4],
    media,
  );
  const prehome = slideSet('entities/prehome', ['1', '1', '2', '2', '3', '3', '7'], 101, [2], media);

  const cities = [
    'Salvador',
    'Feira de Santana',
    'Vitória da Conquista',
    'Ilhéus',
    'Porto Seguro',
    'Juazeiro',
    'Lauro de Freitas',
  ];
  const selective = selectiveDates(today, cities.length).map((date, i) => ({
    id: 201 + i,
    city: cities[i] as string,
    date,
  }));

  const contact: Contact = {
    id: 1,
    address: 'Av. Tancredo Neves, 1632, Sala 1208 - Caminho das Árvores, Salvador - BA, 41820-020',
    email: 'contato@bahiamodels.com.br',
    phones: ['+55 71 3333-0000', '+55 71 99999-0000'],
    lat: -12.999,
    lng: -38.513,
  };

  media.set('website/about-team.jpg', { kind: 'image', width: 1600, height: 1067, framing: 'full' });
  const images: Record<string, MediaPair> = {
    about_banner: {
      mobile: 'website/about-banner-mobile.jpg',
      desktop: 'website/about-banner-desktop.jpg',
      description: 'Bastidores de um desfile',
    },
    // Mobile only: the site must fall back to it on desktop.
    contact_banner: {
      mobile: 'website/contact-banner-mobile.jpg',
      desktop: null,
      description: 'Nossa sede em Salvador',
    },
    be_a_model_banner: {
      mobile: 'website/be-a-model-mobile.jpg',
      desktop: 'website/be-a-model-desktop.jpg',
      description: 'Seja um modelo',
    },
    favorites_banner: {
      mobile: 'website/favorites-mobile.jpg',
      desktop: 'website/favorites-desktop.jpg',
      description: 'Favoritos',
    },
  };
  for (const pair of Object.values(images)) {
    media.set(pair.mobile, { kind: 'image', ...MOBILE, framing: 'half' });
    if (pair.desktop) media.set(pair.desktop, { kind: 'image', ...DESKTOP, framing: 'full' });
  }
  const videos: Record<string, MediaPair> = {
    selective_header: {
      mobile: 'website/selective-mobile.mp4',
      desktop: 'website/selective-desktop.mp4',
      description: 'Seletiva Bahia Models',
    },
    home_video: {
      mobile: 'website/home-mobile.mp4',
      desktop: 'website/home-desktop.mp4',
      description: 'Temporada verão',
    },
  };
  for (const pair of Object.values(videos)) {
    media.set(pair.mobile, { kind: 'video', width: 180, height: 320, seconds: 4 });
    if (pair.desktop) media.set(pair.desktop, { kind: 'video', width: 320, height: 180, seconds: 4 });
  }

  return {
    entities: { slides, prehome, contact: [contact], selective_cities: selective },
    texts: {
      about_text: aboutText(storage),
      // A locale is missing in each of these: the site must fall back, not break.
      selective_intro: {
        pt: '<p>Participe da nossa seletiva e venha ser um rosto Bahia Models.</p>',
        en: '<p>Join our open casting and become a Bahia Models face.</p>',
      },
      be_a_model_intro: {
        pt: '<p>Envie suas fotos sem maquiagem, com luz natural.</p>',
        es: '<p>Envía tus fotos sin maquillaje, con luz natural.</p>',
      },
      footer_note: { pt: '<p>Agência de modelos em Salvador, Bahia.</p>' },
      // Editor output is untrusted: this one carries markup a sanitizer must remove.
      home_notice: {
        pt: '<p onclick="alert(1)">Inscrições abertas!<script>alert("xss")</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">veja</a>',
        en: '<p>Applications open!</p><iframe src="https://evil.invalid/"></iframe>',
        es: '<p>¡Inscripciones abiertas!</p>',
      },
    },
    images,
    videos,
    customizations: {
      product_name: 'Bahia Models',
      theme_color: '#333333',
      accent_color: '#c8a165',
      show_prehome: true,
      models_per_page: 20,
      footer: { provider: 'Plataforma Demo', provider_url: 'https://plataforma.demo.invalid' },
      seo: { description: 'Agência de modelos em Salvador, Bahia. Há 30 anos no mercado.' },
    },
    socialMedias: {
      instagram: { url: 'https://www.instagram.com/bahiamodels', name: '@bahiamodels' },
      youtube: { url: 'https://www.youtube.com/@bahiamodels', name: 'Bahia Models' },
    },
    media,
  };
}

import type { Locale } from '../i18n/locales';

export type ModelGender = 'women' | 'men';
export type ModelCategory = 'fashion' | 'comercial';

/**
 * The word of each one-word page, in every language (`/contato`, `/en/contact`). Its key is the
 * screen's name, and a new one-word screen starts here: links and the router, below the features
 * that hold the screen's route module, read these words (docs/decisions/0032-one-route-module-per-screen.md).
 */
export const PAGE_WORDS = {
  contact: { pt: 'contato', en: 'contact', es: 'contacto' },
  about: { pt: 'sobre', en: 'about', es: 'sobre-nosotros' },
  getScouted: { pt: 'seja-um-modelo', en: 'be-a-model', es: 'ser-modelo' },
  favorites: { pt: 'favoritos', en: 'favorites', es: 'favoritos' },
  selective: { pt: 'seletiva', en: 'selective', es: 'selectiva' },
} as const satisfies Record<string, Record<Locale, string>>;

export type PageScreen = keyof typeof PAGE_WORDS;

/** The words of the boards' and profiles' paths (`/modelos/mulheres/fashion`, `/modelos/48213`). */
export const BOARD_WORDS = {
  pt: { models: 'modelos', women: 'mulheres', men: 'homens', fashion: 'fashion', comercial: 'comercial' },
  en: { models: 'models', women: 'women', men: 'men', fashion: 'fashion', comercial: 'comercial' },
  es: { models: 'modelos', women: 'mujeres', men: 'hombres', fashion: 'fashion', comercial: 'comercial' },
} as const satisfies Record<Locale, Record<'models' | ModelGender | ModelCategory, string>>;

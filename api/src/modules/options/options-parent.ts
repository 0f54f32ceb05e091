import type { LocaleCode } from '../../core/locale.js';

/** What the Options type's field resolvers start from: the locale the lists are asked in. */
export type OptionsParent = { locale: LocaleCode };

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  BOARD_FILTERS,
  COLOUR_FILTER_NAMES,
  colourSlug,
  countBoardFilters,
  readBoardFilters,
  type BoardFilters,
  type ColourFilterName,
  type ColourNames,
} from '@agency/rules/board-filters';
import { usePage } from '../../core/page-context';
import { useStarted } from '../../core/use-started';
import { heightChoices } from './list-params';
import './board-filters.css';

type Props = {
  filters: BoardFilters;
  /** Other parameters of the URL the form must send again (search, letter), as `[name, value]`. */
  kept: readonly [string, string][];
  onChange: (filters: BoardFilters) => void;
  /** The board without any filter, letter or search; null when nothing narrows it. */
  clearHref: string | null;
};

type Draft = { min: string; max: string } & Record<ColourFilterName, string>;
const slugOf = (colour: ColourNames | null, language: 'pt' | 'en' | 'es') =>
  colour ? colourSlug(colour[language]) : '';

/**
 * Height range, eyes and hair as a plain GET form in the page's own URL words: without JavaScript
 * its button loads the filtered board from the server; with it each change navigates at once. On a
 * phone the whole form folds into one disclosure (`<details>`); from 1024 px it is always open.
 */
export function BoardFiltersForm({ filters, kept, onChange, clearHref }: Props) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const started = useStarted();
  const count = countBoardFilters(filters);
  const heightWord = BOARD_FILTERS.height.words[locale];
  const fromUrl: Draft = {
    min: String(filters.height?.min ?? ''),
    max: String(filters.height?.max ?? ''),
    ...(Object.fromEntries(
      COLOUR_FILTER_NAMES.map((name) => [name, slugOf(filters[name], locale)]),
    ) as Record<ColourFilterName, string>),
  };
  // What the lists show: the visitor's latest choice at once (the URL follows a moment later, and a
  // second list changed meanwhile must not lose the first); the URL's again when it changes.
  const [draft, setDraft] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (JSON.stringify(seen) !== JSON.stringify(fromUrl)) {
    setSeen(fromUrl);
    setDraft(fromUrl);
  }

  const choose = (field: keyof Draft, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const query = new URLSearchParams([
      [heightWord, next.min],
      [heightWord, next.max],
      ...COLOUR_FILTER_NAMES.map((name) => [BOARD_FILTERS[name].words[locale], next[name]]),
    ]);
    onChange(readBoardFilters(query).filters);
  };

  const heightOption = (cm: number) => {
    const inches = Math.round(cm / 2.54);
    return t('model_list.filters.height_option', { cm, feet: Math.floor(inches / 12), inches: inches % 12 });
  };
  const heightSelect = (which: 'min' | 'max') => {
    const current = draft[which] === '' ? null : Number(draft[which]);
    return (
      <label className="board-filters__field select-chevron">
        <span className="board-filters__label">
          {t(which === 'min' ? 'model_list.filters.height_from' : 'model_list.filters.height_to')}
        </span>
        {/* Both lists share the height's word: without JavaScript they arrive as from and to. */}
        <select
          className="board-filters__select"
          name={heightWord}
          value={draft[which]}
          onChange={(event) => choose(which, event.currentTarget.value)}
        >
          <option value="">{t('model_list.filters.any')}</option>
          {heightChoices(current).map((cm) => (
            <option key={cm} value={cm}>
              {heightOption(cm)}
            </option>
          ))}
        </select>
      </label>
    );
  };
  const colourSelect = (name: ColourFilterName) => (
    <label key={name} className="board-filters__field select-chevron">
      <span className="board-filters__label">{BOARD_FILTERS[name].labels[locale]}</span>
      <select
        className="board-filters__select"
        name={BOARD_FILTERS[name].words[locale]}
        value={draft[name]}
        onChange={(event) => choose(name, event.currentTarget.value)}
      >
        <option value="">{t('model_list.filters.any')}</option>
        {BOARD_FILTERS[name].colours.map((colour) => (
          <option key={colour.pt} value={colourSlug(colour[locale])}>
            {colour[locale]}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <details className="board-filters">
      <summary className="board-filters__toggle">
        {count > 0 ? t('model_list.filters.toggle_count', { count }) : t('model_list.filters.toggle')}
      </summary>
      <form
        className="board-filters__form"
        method="get"
        aria-label={t('model_list.filters.label')}
        // Changes apply as they are made; Enter in a list has nothing more to send.
        onSubmit={(event) => event.preventDefault()}
      >
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset className="board-filters__height">
          <legend className="visually-hidden">{BOARD_FILTERS.height.labels[locale]}</legend>
          {heightSelect('min')}
          {heightSelect('max')}
        </fieldset>
        {COLOUR_FILTER_NAMES.map(colourSelect)}
        <div className="board-filters__actions">
          {/* With JavaScript every change applies at once; the button serves until it runs. */}
          {!started && (
            <button className="solid-button board-filters__apply" type="submit">
              {t('model_list.filters.apply')}
            </button>
          )}
          {clearHref !== null && count > 0 && (
            <Link className="text-button board-filters__clear" to={clearHref}>
              {t('model_list.filters.clear')}
            </Link>
          )}
        </div>
      </form>
    </details>
  );
}

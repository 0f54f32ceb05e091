import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  BOARD_FILTERS,
  colourSlug,
  countBoardFilters,
  readBoardFilters,
  type BoardFilters,
  type ColourNames,
} from '@agency/rules/board-filters';
import { usePage } from '../../app/page-context';
import { useStarted } from '../../app/use-started';
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

/** The form's fields read back as a query, words and values as the form wrote them. */
function formQuery(form: HTMLFormElement): URLSearchParams {
  const pairs = [...new FormData(form)].flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value]] : [],
  );
  return new URLSearchParams(pairs);
}

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

  const heightOption = (cm: number) => {
    const inches = Math.round(cm / 2.54);
    return t('model_list.filters.height_option', { cm, feet: Math.floor(inches / 12), inches: inches % 12 });
  };
  const heightSelect = (which: 'min' | 'max') => {
    const current = filters.height?.[which] ?? null;
    return (
      <label className="board-filters__field">
        <span className="board-filters__label">
          {t(which === 'min' ? 'model_list.filters.height_from' : 'model_list.filters.height_to')}
        </span>
        {/* Both lists share the height's word: without JavaScript they arrive as from and to. */}
        <select
          className="board-filters__select"
          name={heightWord}
          value={current ?? ''}
          onChange={(event) => apply(event.currentTarget.form)}
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
  const colourSelect = (name: 'eyes' | 'hair', current: ColourNames | null) => (
    <label className="board-filters__field">
      <span className="board-filters__label">{t(`model_list.filters.${name}`)}</span>
      <select
        className="board-filters__select"
        name={BOARD_FILTERS[name].words[locale]}
        value={current ? colourSlug(current[locale]) : ''}
        onChange={(event) => apply(event.currentTarget.form)}
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

  const apply = (form: HTMLFormElement | null) => {
    if (form) onChange(readBoardFilters(formQuery(form)).filters);
  };

  return (
    <details className="board-filters">
      <summary className="board-filters__toggle">
        {count > 0 ? t('model_list.filters.toggle_count', { count }) : t('model_list.filters.toggle')}
      </summary>
      <form
        className="board-filters__form"
        method="get"
        aria-label={t('model_list.filters.label')}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
      >
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset className="board-filters__height">
          <legend className="visually-hidden">{t('model_list.filters.height')}</legend>
          {heightSelect('min')}
          {heightSelect('max')}
        </fieldset>
        {colourSelect('eyes', filters.eyes)}
        {colourSelect('hair', filters.hair)}
        <div className="board-filters__actions">
          {/* With JavaScript every change applies at once; the button serves until it runs. */}
          {!started && (
            <button className="board-filters__apply" type="submit">
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

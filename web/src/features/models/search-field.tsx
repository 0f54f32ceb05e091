import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_ARGUMENTS, listUrlWord } from '@agency/rules/list-arguments';

/** Typing settles for this long before the list follows, so each key press is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  /** The search in the URL (`?q=`). */
  value: string;
  onSearch: (value: string) => void;
  /** The board's filters as `[name, value]`, sent again with a search made without JavaScript. */
  kept?: readonly [string, string][];
};

/**
 * Search by name. A plain GET form, so without JavaScript Enter loads `?q=` from the server; with
 * it, the list follows the typing after a pause, and Enter applies at once.
 */
export function SearchField({ value, onSearch, kept = [] }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward or a link changed the URL: show its search (set while rendering, React's way
  // of adjusting state to a changed prop).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value.trim()) onSearch(next.trim());
  };

  return (
    <form
      className="search-field"
      role="search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        apply(text);
      }}
    >
      {kept.map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <label className="visually-hidden" htmlFor={id}>
        {t('model_list.search_label')}
      </label>
      <input
        id={id}
        className="search-field__input"
        type="search"
        name={listUrlWord('search')}
        value={text}
        maxLength={LIST_ARGUMENTS.search.maxLength}
        placeholder={t('model_list.search_placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
        }}
      />
      {/* Enter submits a one-field form anyway; the button is a visible 44 px target for pointers,
          touch and switch users (WCAG 2.5.8), with and without JavaScript. */}
      <button
        className="icon-button search-field__submit"
        type="submit"
        aria-label={t('model_list.search_submit')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

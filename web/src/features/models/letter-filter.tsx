import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ALPHABET } from '@agency/rules/model-list';

type Props = {
  /** Letters that have at least one model on this board. */
  available: readonly string[];
  active: string | null;
  onChange: (letter: string | null) => void;
};

/** 'All' and A-Z in one quiet line; empty letters are disabled, pressing the active letter clears it. */
export function LetterFilter({ available, active, onChange }: Props) {
  const { t } = useTranslation();
  const enabled = new Set(available);
  const scroller = useRef<HTMLDivElement>(null);

  // On a phone the line scrolls sideways: bring the chosen letter (from the URL, say) into view.
  useEffect(() => {
    const box = scroller.current;
    const button = box?.querySelector<HTMLElement>('.letter-filter__button[aria-pressed="true"]');
    if (!box || !button || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = button.offsetLeft - (box.clientWidth - button.offsetWidth) / 2;
  }, [active]);

  return (
    <div ref={scroller} className="letter-filter" role="group" aria-label={t('model_list.letters_label')}>
      <ul className="letter-filter__list">
        <li>
          <button
            type="button"
            className="letter-filter__button letter-filter__button--all"
            aria-pressed={active === null}
            onClick={() => onChange(null)}
          >
            {t('model_list.all')}
          </button>
        </li>
        {ALPHABET.map((letter) => (
          <li key={letter}>
            <button
              type="button"
              className="letter-filter__button"
              aria-pressed={active === letter}
              aria-label={t('model_list.letter', { letter })}
              disabled={!enabled.has(letter) && active !== letter}
              onClick={() => onChange(active === letter ? null : letter)}
            >
              {letter}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

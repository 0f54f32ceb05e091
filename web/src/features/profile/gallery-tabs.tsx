import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryKind } from '../../gql/graphql';
import { GALLERY_LABEL_KEYS } from './gallery-kinds';

export const tabId = (kind: GalleryKind) => `gallery-tab-${kind.toLowerCase()}`;
export const panelId = (kind: GalleryKind) => `gallery-panel-${kind.toLowerCase()}`;

type Props = { kinds: readonly GalleryKind[]; active: GalleryKind; onSelect: (kind: GalleryKind) => void };

/** Text tabs over the galleries (WAI-ARIA tabs: arrows, Home and End move between them). */
export function GalleryTabs({ kinds, active, onSelect }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = kinds.indexOf(active);
    const target =
      event.key === 'ArrowRight'
        ? kinds[(index + 1) % kinds.length]
        : event.key === 'ArrowLeft'
          ? kinds[(index - 1 + kinds.length) % kinds.length]
          : event.key === 'Home'
            ? kinds[0]
            : event.key === 'End'
              ? kinds[kinds.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(target)}`)?.focus();
  };

  return (
    <div ref={list} className="gallery-tabs" role="tablist" aria-label={t('profile.galleries_label')}>
      {kinds.map((kind) => (
        <button
          key={kind}
          id={tabId(kind)}
          type="button"
          role="tab"
          className="gallery-tabs__tab"
          aria-selected={kind === active}
          // Only the shown panel exists, and aria-controls must name an element that does.
          aria-controls={kind === active ? panelId(kind) : undefined}
          tabIndex={kind === active ? 0 : -1}
          onClick={() => onSelect(kind)}
          // On the tabs themselves, which take the focus (the tablist is not focusable).
          onKeyDown={onKeyDown}
        >
          {t(GALLERY_LABEL_KEYS[kind])}
        </button>
      ))}
    </div>
  );
}

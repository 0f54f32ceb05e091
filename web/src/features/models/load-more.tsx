import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  loading: boolean;
  /** False after a failed page: the marker then waits for a click instead of retrying in a loop. */
  auto: boolean;
  /** Where the link leads without JavaScript: the same page asking for more models at once. */
  href: string;
  onLoadMore: () => void;
};

/**
 * The end marker of the infinite scroll: each time it comes near the viewport the next page loads.
 * The 'show more' link stays visible for browsers without IntersectionObserver or JavaScript.
 */
export function LoadMore({ loading, auto, href, onLoadMore }: Props) {
  const { t } = useTranslation();
  const marker = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const element = marker.current;
    if (!element || loading || !auto || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer after every page reports at once whether the marker is still in view, so a
    // tall screen keeps filling itself instead of waiting for a scroll.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading, auto]);

  return (
    <div ref={marker} className="load-more">
      <p className="visually-hidden" role="status">
        {loading ? t('model_list.loading_more') : ''}
      </p>
      {loading ? (
        <span className="spinner" aria-hidden="true" />
      ) : (
        <a
          className="text-button"
          href={href}
          onClick={(event) => {
            event.preventDefault();
            onLoadMore();
          }}
        >
          {t('model_list.load_more')}
        </a>
      )}
    </div>
  );
}

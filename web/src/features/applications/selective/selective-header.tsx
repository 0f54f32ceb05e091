import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../../core/page-context';
import { graphql } from '../../../gql';
import type { SelectiveHeader_QueryFragment } from '../../../gql/graphql';
import { VideoPoster, VideoSources } from '../../../components/video/video-sources';
import { formatSelectiveDate } from './format-selective-date';

export const SelectiveHeaderQuery = graphql(`
  fragment SelectiveHeader_query on Query {
    selectiveCities {
      id
      city
      date
    }
    # The back-office names its video either way; whichever exists is shown.
    headerVideo: websiteVideo(key: "selective_header") {
      key
      mobileUrl
      desktopUrl
      description
    }
    video: websiteVideo(key: "selective") {
      key
      mobileUrl
      desktopUrl
      description
    }
    intro: websiteText(key: "selective_intro", locale: $locale) {
      key
      html
      locale
      isFallback
    }
  }
`);

/** The selective's header: a looping muted video when the back-office has one, the intro and the dates. */
export function SelectiveHeader({ query, formId }: { query: SelectiveHeader_QueryFragment; formId: string }) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const video = query.video ?? query.headerVideo;
  // The back-office text only when it is really in this language; otherwise ours.
  const intro = query.intro && !query.intro.isFallback ? query.intro.html : null;
  return (
    <header className="selective-header">
      {video && (video.desktopUrl || video.mobileUrl) && (
        <HeaderVideo mobileUrl={video.mobileUrl} desktopUrl={video.desktopUrl} />
      )}
      <div className="selective-header__text">
        <div className="selective-header__intro">
          <h1 className="page-title">{t('selective.title')}</h1>
          {intro ? (
            <div className="selective-header__lead" dangerouslySetInnerHTML={{ __html: intro }} />
          ) : (
            <p className="selective-header__lead">{t('selective.intro')}</p>
          )}
          <a className="text-button" href={`#${formId}`}>
            {t('selective.sign_up')}
          </a>
        </div>
        <section className="selective-dates" aria-labelledby="selective-dates-title">
          <h2 id="selective-dates-title" className="selective-dates__title">
            {t('selective.dates_title')}
          </h2>
          {!query.selectiveCities?.length ? (
            <p className="selective-dates__empty">{t('selective.no_dates')}</p>
          ) : (
            <ul className="selective-dates__list">
              {query.selectiveCities.map((entry) => (
                <li key={entry.id} className="selective-dates__item">
                  <span className="selective-dates__city">{entry.city}</span>
                  <time className="selective-dates__date" dateTime={entry.date}>
                    {formatSelectiveDate(entry.date, locale)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </header>
  );
}

/** Decorative: muted, looping, its first frame as the poster; paused for visitors who ask for less motion, and pausable. */
function HeaderVideo({
  mobileUrl,
  desktopUrl,
}: {
  mobileUrl: string | null | undefined;
  desktopUrl: string | null | undefined;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      ref.current?.pause();
      // The visitor's setting is known in the browser only, after hydration (the server renders it playing).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPaused(true);
    }
  }, []);
  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
    setPaused(!element.paused);
  };
  return (
    <div className="selective-header__media">
      <VideoPoster mobileUrl={mobileUrl} desktopUrl={desktopUrl} aboveTheFold />
      <video
        ref={ref}
        className="selective-header__video"
        muted
        autoPlay
        loop
        playsInline
        preload="metadata"
        aria-label={t('selective.video_label')}
      >
        <VideoSources mobileUrl={mobileUrl} desktopUrl={desktopUrl} />
      </video>
      <button type="button" className="selective-header__video-toggle" aria-pressed={paused} onClick={toggle}>
        <span className="visually-hidden">{t('selective.video_pause')}</span>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          {paused ? (
            <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
          ) : (
            <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
          )}
        </svg>
      </button>
    </div>
  );
}

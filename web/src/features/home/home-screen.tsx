import { useQuery } from '@apollo/client/react';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../core/query-state';
import type { ScreenProps } from '../../core/screen-props';
import { useSiteConfig } from '../../core/site-config';
import { usePageHead } from '../../core/use-page-head';
import { HomeScreenQuery } from './home-query';
import { HomeSlider } from './home-slider';
import { Prehome, useGreetedOnArrival } from './prehome';
import { planHomeSliders } from './slider-layout';
import { useReducedMotion } from './use-reduced-motion';
import './home-screen.css';

/**
 * The home: full-bleed slides under the header. Both layouts are in the HTML and CSS shows one
 * (one slider under 1024 px, three side by side above), so the server-rendered page is right at
 * any width without knowing the device; slide-media.tsx keeps the hidden layout from downloading.
 */
export default function HomeScreen(_props: ScreenProps<'home'>) {
  const { t } = useTranslation();
  const { productName } = useSiteConfig();
  const { data, error } = useQuery(HomeScreenQuery);
  const layout = useMemo(() => planHomeSliders(data?.homeSlides ?? []), [data]);
  const reduced = useReducedMotion();
  // Until the visitor uses the button, motion follows their system preference.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : !reduced;
  const cover = layout.desktop[0]?.slides[0] ?? layout.mobile?.slides[0];
  // Under the pre-home the slides wait for the app, so its photo has the connection to itself.
  const behindPrehome = useGreetedOnArrival(data?.prehome?.length ?? 0);

  usePageHead({
    title: t('meta.home.title'),
    description: t('meta.home.description'),
    image: cover?.kind === 'IMAGE' ? (cover.desktopUrl ?? cover.mobileUrl) : null,
  });

  if (error) return <QueryError error={error} />;
  const moving = (layout.mobile?.slides.length ?? 0) > 1;

  return (
    <>
      {data && <Prehome slides={data.prehome ?? []} />}
      <section className="home" aria-labelledby="home-title" aria-busy={!data}>
        <h1 id="home-title" className="visually-hidden">
          {productName}
        </h1>
        {data && !layout.mobile && (
          <p className="home__empty" aria-hidden="true">
            {productName}
          </p>
        )}
        {layout.mobile && (
          <HomeSlider
            className="home__mobile"
            plan={layout.mobile}
            layout="mobile"
            playing={playing}
            behindPrehome={behindPrehome}
          />
        )}
        {layout.desktop.length > 0 && (
          <div className="home__desktop" style={{ '--home-columns': layout.desktop.length } as CSSProperties}>
            {layout.desktop.map((plan) => (
              <HomeSlider
                key={plan.key}
                className="home__column"
                plan={plan}
                layout="desktop"
                columns={layout.desktop.length}
                playing={playing}
                behindPrehome={behindPrehome}
              />
            ))}
          </div>
        )}
        {moving && (
          // WCAG 2.2.2: anything that moves on its own for more than 5 s can be paused.
          <button
            type="button"
            className="home__toggle"
            onClick={() => setChoice(playing ? 'pause' : 'play')}
          >
            <span
              className={`home__toggle-icon home__toggle-icon--${playing ? 'pause' : 'play'}`}
              aria-hidden="true"
            />
            <span className="visually-hidden">{playing ? t('home.pause') : t('home.play')}</span>
          </button>
        )}
      </section>
    </>
  );
}

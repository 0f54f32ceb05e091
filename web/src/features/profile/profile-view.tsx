import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../core/page-context';
import { useSiteConfig } from '../../core/site-config';
import { usePageHead } from '../../core/use-page-head';
import { HeartButton } from '../../components/model-card/heart-button';
import type { GalleryKind } from '../../gql/graphql';
import { pathFor, profileRoute } from '../../routing/routes';
import { BackLink } from './back-link';
import { CompCardLink } from './comp-card-link';
import { DownloadButton } from './download-button';
import { GallerySlider } from './gallery-slider';
import {
  galleryKinds,
  initialGallery,
  itemsOf,
  type Galleries,
  type ProfileModel,
} from './profile-galleries';
import { GalleryTabs, panelId, tabId } from './gallery-tabs';
import { MeasureList } from './measure-list';
import { VideoGallery } from './video-gallery';
import './profile-screen.css';
import { LineIcon } from '../../components/icon/line-icon';

/** The board a profile belongs to, for the back link of a profile opened directly. */
function boardPath(model: ProfileModel, locale: ReturnType<typeof usePage>['locale']): string {
  return pathFor(locale, {
    screen: 'models',
    gender: model.gender === 'MAN' ? 'men' : 'women',
    category: model.categories.includes('FASHION') || model.categories.length === 0 ? 'fashion' : 'comercial',
  });
}

/** Letters in the name's longest word: its size is capped so that word fits on one line. */
function longestWord(name: string): number {
  return Math.max(1, ...name.split(/\s+/).map((word) => [...word].length));
}

export function ProfileView({ model, busy = false }: { model: ProfileModel; busy?: boolean }) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const { productName } = useSiteConfig();
  usePageHead({
    title: t('meta.model_profile.title', { name: model.name }),
    description: t('meta.model_profile.description', { name: model.name, product: productName }),
    image: model.cover?.url ?? null,
    type: 'profile',
    // The canonical URL carries the slug of the real name, whatever slug the visitor typed.
    route: profileRoute(model.id, model.name),
  });

  const kinds = galleryKinds(model);
  const [active, setActive] = useState<GalleryKind | null>(() => initialGallery(model));

  return (
    <article className="profile" aria-labelledby="profile-name" aria-busy={busy || undefined}>
      <div className="profile__aside">
        <BackLink fallback={boardPath(model, locale)} />
        <div className="profile__heading">
          <h1
            id="profile-name"
            className="profile__name"
            style={{ ['--name-longest' as string]: longestWord(model.name) }}
          >
            {model.name}
          </h1>
          <HeartButton
            model={{ id: model.id, name: model.name, coverUrl: model.cover?.url ?? null }}
            className="profile__heart"
            t={t}
          />
        </div>
        {model.age !== null && model.age !== undefined && (
          <p className="profile__age">{t('profile.age', { count: model.age })}</p>
        )}
        <MeasureList measures={model.measures} />
        <div className="profile__actions">
          {model.instagramUrl && (
            // The name read out contains the visible handle, and says it is Instagram in a new tab.
            <a
              className="text-button profile__action"
              href={model.instagramUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t('profile.instagram')}${model.instagram ? ` @${model.instagram}` : ''} ${t('common.new_tab')}`}
            >
              <LineIcon className="profile__action-icon">
                <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
                <circle cx="12" cy="12" r="4" />
                <circle cx="17.2" cy="6.8" r="0.6" />
              </LineIcon>
              {model.instagram ? (
                <span className="profile__handle">@{model.instagram}</span>
              ) : (
                t('profile.instagram')
              )}
            </a>
          )}
          {active && active !== 'VIDEO' && (
            <DownloadButton modelId={model.id} name={model.name} gallery={active} />
          )}
          <CompCardLink url={model.compCardUrl} bytes={model.compCardBytes ?? null} name={model.name} />
        </div>
      </div>

      <div className="profile__book">
        {active ? (
          <>
            <GalleryTabs kinds={kinds} active={active} onSelect={setActive} />
            <div
              id={panelId(active)}
              role="tabpanel"
              aria-labelledby={tabId(active)}
              className="profile__panel"
            >
              {active === 'VIDEO' ? (
                <VideoGallery videos={itemsOf(model, 'VIDEO') as Galleries['video']} name={model.name} />
              ) : (
                <GallerySlider
                  key={active}
                  photos={itemsOf(model, active) as Galleries['book']}
                  name={model.name}
                />
              )}
            </div>
          </>
        ) : (
          <div className="profile__cover">
            {model.cover ? (
              <img src={model.cover.url} alt={model.name} width={600} height={800} fetchPriority="high" />
            ) : (
              <p className="profile__empty">{t('profile.gallery_empty')}</p>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

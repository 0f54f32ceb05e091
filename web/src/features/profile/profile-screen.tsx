import { useQuery } from '@apollo/client/react';
import { ErrorScreen } from '../../app/error-screen';
import { usePage } from '../../app/page-context';
import { QueryError } from '../../app/query-state';
import type { ScreenProps } from '../../app/screen-props';
import type { Locale } from '../../gql/graphql';
import { ModelProfileQuery } from './profile-query';
import { ProfileView } from './profile-view';

const API_LOCALES = { pt: 'PT', en: 'EN', es: 'ES' } as const satisfies Record<string, Locale>;

export default function ProfileScreen({ route }: ScreenProps<'modelProfile'>) {
  const { locale } = usePage();
  // Default cache-first: the server's render hydrates without a request, and a profile seen
  // before opens from the cache.
  const query = useQuery(ModelProfileQuery, { variables: { id: route.id, locale: API_LOCALES[locale] } });
  const { error } = query;
  // At a language switch the same profile stays on screen (busy) while its measures load in the new language.
  const stale = !query.data && query.previousData?.model?.id === route.id;
  const data = query.data ?? (stale ? query.previousData : undefined);

  if (error && !data) return <QueryError error={error} />;
  if (!data) return <div className="screen-loading" aria-busy="true" />;
  if (!data.model) return <ErrorScreen status={404} />;
  // Keyed by id so a profile opened from another keeps none of its gallery state.
  return <ProfileView key={data.model.id} model={data.model} busy={stale} />;
}

import { useQuery } from '@apollo/client/react';
import { ErrorScreen } from '../../core/error-screen';
import { useApiLocale } from '../../core/page-context';
import { QueryError } from '../../core/query-state';
import type { ScreenProps } from '../../core/screen-props';
import { ModelProfileQuery, profileVariables } from './profile-query';
import { ProfileView } from './profile-view';

export default function ProfileScreen({ route }: ScreenProps<'modelProfile'>) {
  const apiLocale = useApiLocale();
  // Default cache-first: the server's render hydrates without a request, and a profile seen
  // before opens from the cache.
  const query = useQuery(ModelProfileQuery, { variables: profileVariables(route, apiLocale) });
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

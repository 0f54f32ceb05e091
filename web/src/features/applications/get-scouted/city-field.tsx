import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useApiLocale } from '../../../core/page-context';
import { SelectField } from '../../../components/form/select-field';
import { usePlaceOptions } from '../../../components/form/use-options';
import { graphql } from '../../../gql';
import { ListRetry } from '../applicant/list-status';

const ApplyCities = graphql(`
  query ApplyCities($country: ID!, $locale: Locale!) {
    options(locale: $locale) {
      cities(country: $country) {
        id
        name
      }
    }
  }
`);

type CityFieldProps = { country: string; registration: UseFormRegisterReturn; error?: string | undefined };

/** The city select of a country: disabled until that country's cities have loaded (docs/product.md). */
export function CityField({ country, registration, error }: CityFieldProps) {
  const { t } = useTranslation();
  const apiLocale = useApiLocale();
  const {
    data,
    loading,
    error: loadError,
    refetch,
  } = useQuery(ApplyCities, {
    variables: { country, locale: apiLocale },
    skip: !country,
  });
  const cities = data?.options.cities;
  const cityOptions = usePlaceOptions(cities);
  const placeholder = !country
    ? t('form.placeholders.country')
    : loading
      ? t('form.placeholders.cities_loading')
      : loadError
        ? t('form.hints.places_failed')
        : t('form.placeholders.city');
  return (
    <div className="place-field">
      <SelectField
        label={t('form.fields.city')}
        registration={registration}
        options={cityOptions}
        placeholder={placeholder}
        disabled={!cities || loading}
        busy={loading}
        error={error}
        autoComplete="address-level2"
      />
      {loadError && !loading && <ListRetry onRetry={() => void refetch()} />}
    </div>
  );
}

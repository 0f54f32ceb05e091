import { useQuery } from '@apollo/client/react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiLocale } from '../../../core/page-context';
import { useFormMethods } from '../../../components/form/form-methods';
import { SelectField } from '../../../components/form/select-field';
import { usePlaceOptions } from '../../../components/form/use-options';
import { graphql } from '../../../gql';
import { CountryField } from '../applicant/country-field';
import type { SelectiveValues } from './selective-schema';

export const SelectivePlaceStates = graphql(`
  query SelectivePlaceStates($country: ID!, $locale: Locale!) {
    options(locale: $locale) {
      states(country: $country) {
        id
        name
      }
    }
  }
`);

export const SelectivePlaceCities = graphql(`
  query SelectivePlaceCities($country: ID!, $state: ID!, $locale: Locale!) {
    options(locale: $locale) {
      cities(country: $country, state: $state) {
        id
        name
      }
    }
  }
`);

// One array for the fields' life: useFormState subscribes again whenever it is given another.
const PLACE = ['country', 'id_state', 'basedin'] as const;

/**
 * Country → state → city (docs/product.md): the state select waits for a country, the city select
 * for a state; changing the country clears the state and the city, changing the state the city.
 */
export function PlaceFields() {
  const { t } = useTranslation();
  const apiLocale = useApiLocale();
  const { register, setValue, control } = useFormMethods<SelectiveValues>();
  const [country, state] = useWatch({ control, name: ['country', 'id_state'] });
  const states = useQuery(SelectivePlaceStates, {
    variables: { country, locale: apiLocale },
    skip: !country,
  });
  const cities = useQuery(SelectivePlaceCities, {
    variables: { country, state, locale: apiLocale },
    skip: !country || !state,
  });
  const stateList = states.data?.options.states;
  const cityList = cities.data?.options.cities;
  const { errors } = useFormState({ control, name: PLACE });
  const stateOptions = usePlaceOptions(stateList);
  const cityOptions = usePlaceOptions(cityList);

  const placeholder = (
    parent: string,
    parentHint: string,
    query: { loading: boolean; error?: unknown },
    choose: string,
  ) =>
    !parent
      ? parentHint
      : query.loading
        ? t('common.loading')
        : query.error
          ? t('form.hints.places_failed')
          : choose;

  return (
    <>
      <CountryField
        registration={register('country', {
          onChange: () => {
            setValue('id_state', '');
            setValue('basedin', '');
          },
        })}
        error={errors.country?.message}
      />
      <SelectField
        label={t('form.fields.state')}
        registration={register('id_state', { onChange: () => setValue('basedin', '') })}
        options={stateOptions}
        placeholder={placeholder(
          country,
          t('form.placeholders.country'),
          states,
          t('form.placeholders.state'),
        )}
        disabled={!country || !stateList || states.loading}
        busy={states.loading}
        error={errors.id_state?.message}
        autoComplete="address-level1"
      />
      <SelectField
        label={t('form.fields.city')}
        registration={register('basedin')}
        options={cityOptions}
        placeholder={placeholder(state, t('form.placeholders.state'), cities, t('form.placeholders.city'))}
        disabled={!state || !cityList || cities.loading}
        busy={cities.loading}
        error={errors.basedin?.message}
        autoComplete="address-level2"
      />
    </>
  );
}

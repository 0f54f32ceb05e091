import { dialCodesIn } from '@agency/rules/dial-codes';
import { useFormState, useWatch } from 'react-hook-form';
import { graphql } from '../../../gql';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { applicantShape } from './applicant-shape';
import { DateField } from './date-field';
import { PhoneField } from './phone-field';
import { EmailField } from '../../../components/form/email-field';
import { useFormMethods } from '../../../components/form/form-methods';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { YesNoField } from '../../../components/form/yes-no-field';
import { usePage } from '../../../core/page-context';

// Fields both applications (get scouted, selective) share, read from the form's methods
// (form-methods.tsx) so each form places them in its own sections; each group draws again only
// when its own fields' errors change.

/** The options these fields need; each form's own fragment spreads it and adds its measures. */
export const ApplicantFieldsOptions = graphql(`
  fragment ApplicantFields_options on Options {
    genders {
      value
      label
    }
    defaultDialCode
  }
`);

type ApplicantValues = z.input<z.ZodMiniObject<ReturnType<typeof applicantShape>>>;
type Option = { value: string; label: string };

// Each group's fields, one array for the group's life: useFormState subscribes again whenever it is
// given another.
const IDENTITY = ['realname', 'gender', 'birthdate'] as const;
const ONLINE = ['email', 'instagr'] as const;
const PHONE = ['dialCode', 'phone', 'whatsapp'] as const;

/** Full name, gender and date of birth. */
export function IdentityFields({ genders }: { genders: readonly Option[] }) {
  const { t } = useTranslation();
  const { register, control } = useFormMethods<ApplicantValues>();
  const { errors } = useFormState({ control, name: IDENTITY });
  return (
    <>
      <TextField
        wide
        label={t('form.fields.realname')}
        registration={register('realname')}
        error={errors.realname?.message}
        autoComplete="name"
      />
      <SelectField
        label={t('form.fields.gender')}
        registration={register('gender')}
        options={genders}
        placeholder={t('form.placeholders.select')}
        error={errors.gender?.message}
        autoComplete="sex"
      />
      <DateField
        label={t('form.fields.birthdate')}
        hint={t('form.hints.birthdate')}
        registration={register('birthdate')}
        error={errors.birthdate?.message}
        autoComplete="bday"
      />
    </>
  );
}

/** E-mail and Instagram. */
export function OnlineFields() {
  const { t } = useTranslation();
  const { register, control } = useFormMethods<ApplicantValues>();
  const { errors } = useFormState({ control, name: ONLINE });
  return (
    <>
      <EmailField registration={register('email')} error={errors.email?.message} />
      <TextField
        label={t('form.fields.instagram')}
        hint={t('form.hints.instagram')}
        registration={register('instagr')}
        error={errors.instagr?.message}
        spellCheck={false}
        autoCapitalize="none"
      />
    </>
  );
}

/** Phone with its dial code, and whether it is on WhatsApp. */
export function PhoneFields() {
  const { t } = useTranslation();
  const { register, control } = useFormMethods<ApplicantValues>();
  const { errors } = useFormState({ control, name: PHONE });
  const dialCode = useWatch({ control, name: 'dialCode' });
  const { locale } = usePage();
  return (
    <>
      <PhoneField
        dialCodes={dialCodesIn(locale)}
        dialCode={dialCode}
        dialCodeRegistration={register('dialCode')}
        numberRegistration={register('phone')}
        dialCodeError={errors.dialCode?.message}
        numberError={errors.phone?.message}
      />
      <YesNoField
        legend={t('form.fields.whatsapp')}
        registration={register('whatsapp')}
        error={errors.whatsapp?.message}
      />
    </>
  );
}

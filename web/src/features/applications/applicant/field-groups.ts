// The fields IdentityFields, OnlineFields and PhoneFields (applicant-fields.tsx) show, each group
// in its order: the forms place the groups, so their page orders are made of these.
export const IDENTITY_FIELDS = ['realname', 'gender', 'birthdate'] as const;
export const ONLINE_FIELDS = ['email', 'instagr'] as const;
export const PHONE_FIELDS = ['dialCode', 'phone', 'whatsapp'] as const;

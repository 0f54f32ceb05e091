import type { LocaleCode } from '../../core/locale.js';

// Messages for refused submissions, in the visitor's language (the web shows them beside fields).
const MESSAGES = {
  required: { pt: 'Campo obrigatório.', en: 'This field is required.', es: 'Campo obligatorio.' },
  too_long: { pt: 'Texto longo demais.', en: 'This text is too long.', es: 'Texto demasiado largo.' },
  invalid_email: {
    pt: 'Informe um e-mail válido.',
    en: 'Enter a valid e-mail address.',
    es: 'Introduce un e-mail válido.',
  },
  invalid_date: {
    pt: 'Informe uma data válida.',
    en: 'Enter a valid date.',
    es: 'Introduce una fecha válida.',
  },
  future_date: {
    pt: 'A data precisa estar no passado.',
    en: 'The date must be in the past.',
    es: 'La fecha debe ser pasada.',
  },
  invalid_phone: {
    pt: 'Informe um telefone válido.',
    en: 'Enter a valid phone number.',
    es: 'Introduce un teléfono válido.',
  },
  unknown_option: {
    pt: 'Escolha uma opção da lista.',
    en: 'Choose an option from the list.',
    es: 'Elige una opción de la lista.',
  },
  select_required: { pt: 'Escolha uma opção.', en: 'Choose an option.', es: 'Elige una opción.' },
  photo_required: { pt: 'Envie esta foto.', en: 'Add this photo.', es: 'Añade esta foto.' },
  photo_count: {
    pt: 'Envie o número de fotos pedido.',
    en: 'Send the number of photos asked for.',
    es: 'Envía el número de fotos pedido.',
  },
  photo_type: {
    pt: 'A foto precisa ser PNG, GIF ou JPEG.',
    en: 'The photo must be a PNG, GIF or JPEG.',
    es: 'La foto debe ser PNG, GIF o JPEG.',
  },
  photo_too_large: {
    pt: 'Foto grande demais (máx. 15 MB).',
    en: 'Photo too large (max 15 MB).',
    es: 'Foto demasiado grande (máx. 15 MB).',
  },
  photo_empty: { pt: 'O arquivo está vazio.', en: 'The file is empty.', es: 'El archivo está vacío.' },
  request_too_large: {
    pt: 'As fotos somam mais de 100 MB.',
    en: 'The photos add up to more than 100 MB.',
    es: 'Las fotos suman más de 100 MB.',
  },
  no_models: {
    pt: 'Escolha ao menos um talento.',
    en: 'Choose at least one talent.',
    es: 'Elige al menos un talento.',
  },
  rejected: {
    pt: 'A agência recusou este valor.',
    en: 'The agency refused this value.',
    es: 'La agencia rechazó este valor.',
  },
} as const;

export type MessageCode = keyof typeof MESSAGES;

export function message(code: MessageCode, locale: LocaleCode): string {
  return MESSAGES[code][locale];
}

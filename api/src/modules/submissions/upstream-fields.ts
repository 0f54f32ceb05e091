import type { PlaceDto } from '../../upstream/integration-dto.js';

// The panel's formats for composite fields (docs/product.md, docs/upstream-openapi.yaml).

export function valueLabel(value: string, label: string): string {
  return JSON.stringify({ value, label });
}

export function phoneField(dialCode: string, number: string): string {
  const digits = number.replace(/\D/g, '');
  return JSON.stringify({ value: [{ ph_code: dialCode, number: digits }], label: `+${dialCode} ${digits}` });
}

export const yesNo = (answer: boolean) => (answer ? 'Sim' : 'Não');

/** The note the panel shows: the visitor's note, then the answers that have no field of their own. */
export function composeNote(parts: {
  note?: string | null;
  whatsapp: boolean;
  major?: boolean;
  selectiveCity?: { city: string; date: string } | null;
}): string {
  const lines = [parts.note?.trim() || null, `WhatsApp: ${yesNo(parts.whatsapp)}`];
  if (parts.major !== undefined) lines.push(`Maior de 18 anos: ${yesNo(parts.major)}`);
  if (parts.selectiveCity)
    lines.push(`Seletiva: ${parts.selectiveCity.city} - ${formatDate(parts.selectiveCity.date)}`);
  return lines.filter(Boolean).join('\n');
}

function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}/${month}/${year}` : iso;
}

/** The label of a place the visitor chose; when the list could not be loaded, the id stands in. */
export function placeLabel(places: PlaceDto[] | null, id: string): string {
  return places?.find((place) => String(place.id) === id)?.value ?? id;
}

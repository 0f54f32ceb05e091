import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Real image files as a visitor's phone would send them. */
export async function photo(format: 'jpeg' | 'png' | 'gif', seed = 0): Promise<Buffer> {
  const image = sharp({
    create: { width: 64 + seed, height: 96, channels: 3, background: { r: 180 - seed, g: 120, b: 90 } },
  });
  return format === 'jpeg'
    ? image.jpeg().toBuffer()
    : format === 'png'
      ? image.png().toBuffer()
      : image.gif().toBuffer();
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export type UploadFile = { name: string; type: string; bytes: Buffer | Blob };

/** The body of a GraphQL multipart request (graphql-multipart-request-spec): the `photos` variable filled with the files. */
export function multipartBody(
  query: string,
  variables: Record<string, unknown>,
  files: UploadFile[],
): FormData {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query, variables: { ...variables, photos: files.map(() => null) } }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.photos.${i}`]]))),
  );
  files.forEach((file, i) =>
    form.append(
      String(i),
      file.bytes instanceof Blob ? file.bytes : new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    ),
  );
  return form;
}

/** A GraphQL multipart request, sent with the preflight header CSRF prevention asks for. */
export async function postMultipart(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  files: UploadFile[],
): Promise<{
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true' },
    body: multipartBody(query, variables, files),
  });
  return { status: response.status, body: (await response.json()) as never };
}

export const GET_SCOUTED = `mutation Apply($input: GetScoutedInput!, $photos: [Upload!]!, $locale: Locale) {
  submitGetScouted(input: $input, photos: $photos, locale: $locale) { id status }
}`;

export const SELECTIVE = `mutation SignUp($input: SelectiveInput!, $photos: [Upload!]!, $locale: Locale) {
  submitSelective(input: $input, photos: $photos, locale: $locale) { id status }
}`;

export const validGetScouted = {
  realname: 'Maria da Conceição Araújo',
  gender: 'WOMAN',
  birthdate: '2001-03-09',
  email: 'maria.araujo@example.com',
  instagr: '@mariaaraujo',
  phone: { dialCode: '55', number: '71 99876-5432' },
  whatsapp: true,
  country: '31',
  basedin: '2927408',
  height: '175/5.9',
  bust: '84/33',
  waist: '62/24.5',
  hips: '90/35.5',
  shoes: '37',
};

export const validSelective = {
  realname: 'João Pedro Gonçalves',
  gender: 'MAN',
  birthdate: '1999-11-23',
  email: 'joao.goncalves@example.com',
  instagr: 'joaopg',
  phone: { dialCode: '55', number: '71988887777' },
  whatsapp: false,
  major: true,
  country: '31',
  state: '5',
  basedin: '2927408',
  selectiveCity: '201',
  height: '185/6.1',
  shoes: '42',
  hips: '96/38',
  note: 'Disponível aos sábados.',
};

export async function photos(count: number): Promise<UploadFile[]> {
  const formats = ['jpeg', 'png', 'gif'] as const;
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const format = formats[i % 3]!;
      return {
        name: `Foto ${i + 1} São João.${format === 'jpeg' ? 'jpg' : format}`,
        type: `image/${format}`,
        bytes: await photo(format, i),
      };
    }),
  );
}

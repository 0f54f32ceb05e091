import type { DemoUpstream } from '@agency/demo-upstream/launcher';

/**
 * Reads the integration service directly, as docs/upstream-openapi.yaml describes it, so tests can
 * compare what the API shows with what the upstream holds.
 */
export async function rawIntegration(demo: DemoUpstream) {
  const signIn = await fetch(`${demo.integrationUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      salt: demo.credentials.integrationSalt,
      api_key: demo.credentials.integrationApiKey,
    }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const headers = {
    authorization: `Bearer ${token}`,
    accept: 'application/json',
    'content-type': 'application/json',
  };
  return {
    async talents(category: number): Promise<RawTalent[]> {
      const response = await fetch(
        `${demo.integrationUrl}/api/talents?language=pt&paginate=1000&cover_web=1&page=1`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ filters: { categories: [category] } }),
        },
      );
      return ((await response.json()) as { data: { data: RawTalent[] } }).data.data;
    },
    async profile(id: number): Promise<RawProfile> {
      const response = await fetch(
        `${demo.integrationUrl}/api/talent/profile?language=pt&id=${id}&cover2=1&cover_web=1&skills=1&media_id=1`,
        { headers },
      );
      return ((await response.json()) as { data: RawProfile }).data;
    },
  };
}

export type RawTalent = {
  id: number;
  name: string;
  gender: 'woman' | 'man';
  birthdate?: string | null;
  categories?: { id: number }[];
  cover?: string | null;
  cover_web?: string | null;
  height?: string | null;
  bust?: string | null;
  waist?: string | null;
  hips?: string | null;
  shoes?: string | null;
  eyes?: string | null;
  hair?: string | null;
  instagram?: string | null;
};

type RawImage = { file: string; width: number; height: number };
export type RawProfile = RawTalent & {
  book?: RawImage[];
  snap?: RawImage[];
  compo?: RawImage[];
  video?: { file: string; provider: 'youtube' | 'vimeo' }[];
};

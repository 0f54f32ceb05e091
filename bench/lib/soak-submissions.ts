import type { ReceivedData } from '@agency/demo-upstream/launcher';
import {
  GET_SCOUTED,
  SELECTIVE,
  multipartBody,
  photos,
  validGetScouted,
  validSelective,
} from '@agency/test-kit/uploads';
import { judgeGraphql, type Verdict } from './soak-requests.js';

// Form submissions of the soak (applications with photos, selective sign-ups, budget requests,
// contact messages) and the check that the panel got each accepted one exactly once.

const FAVORITES = `mutation Budget($input: FavoritesInput!) { submitFavorites(input: $input) { id status } }`;
const CONTACT = `mutation Contact($input: ContactInput!) { submitContact(input: $input) { id status } }`;

type Form = 'getScouted' | 'selective' | 'favorites' | 'contact';
const FORMS: Form[] = ['getScouted', 'contact', 'selective', 'favorites'];

export type Accepted = { id: string; form: Form; status: 'DELIVERED' | 'QUEUED'; marker: string };
export type SubmissionAnswer = { verdict: Verdict; accepted: Accepted | null; errorCode?: string };

export type Submitter = { submit(n: number): Promise<SubmissionAnswer> };

export async function createSubmitter(site: string, modelIds: string[]): Promise<Submitter> {
  const [three, six] = await Promise.all([photos(3), photos(6)]);
  return {
    async submit(n) {
      const form = FORMS[n % FORMS.length]!;
      // Each submission carries its number, so the panel's copy can be matched to our answer.
      const marker = `soak-${n}`;
      let body: FormData | string;
      if (form === 'getScouted')
        body = multipartBody(GET_SCOUTED, { input: { ...validGetScouted, instagr: marker } }, three);
      else if (form === 'selective')
        body = multipartBody(SELECTIVE, { input: { ...validSelective, instagr: marker } }, six);
      else if (form === 'favorites') {
        const input = {
          name: 'Soak Agência',
          email: 'soak@example.com',
          phone: '+55 71 3333-1111',
          message: marker,
          modelIds: modelIds.slice(n % 5, (n % 5) + 2),
        };
        body = JSON.stringify({ query: FAVORITES, variables: { input } });
      } else
        body = JSON.stringify({
          query: CONTACT,
          variables: {
            input: { name: 'Soak', email: 'soak@example.com', phone: '71 3333-2222', message: marker },
          },
        });
      const headers: Record<string, string> =
        typeof body === 'string'
          ? { 'content-type': 'application/json' }
          : { 'apollo-require-preflight': 'true' };
      const response = await fetch(`${site}/graphql`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      const verdict = judgeGraphql(response.status, response.headers.get('content-type') ?? '', text);
      if (verdict === 'malformed') return { verdict, accepted: null };
      const parsed = JSON.parse(text) as {
        data?: Record<string, { id: string; status: Accepted['status'] } | null> | null;
        errors?: { extensions?: { code?: string } }[];
      };
      const result = parsed.data ? Object.values(parsed.data)[0] : null;
      if (!result)
        return { verdict, accepted: null, errorCode: parsed.errors?.[0]?.extensions?.code ?? 'unknown' };
      return { verdict, accepted: { id: result.id, form, status: result.status, marker } };
    },
  };
}

export type DeliveryCheck = {
  accepted: number;
  delivered: number;
  missing: string[];
  duplicated: string[];
  unexpected: string[];
};

/** Matches what the demo panel received with what the site accepted: each once, nothing else. */
export function checkDeliveries(accepted: Accepted[], received: ReceivedData): DeliveryCheck {
  const seen = new Map<string, number>();
  const count = (marker: string | undefined) =>
    marker !== undefined && seen.set(marker, (seen.get(marker) ?? 0) + 1);
  for (const entry of received.entries)
    count(entry.entry === 'favorites' ? entry.fields['message'] : entry.fields['instagr']);
  for (const contact of received.contacts as { message?: string }[]) count(contact.message);
  const markers = new Set(accepted.map((a) => a.marker));
  const missing = accepted.filter((a) => !seen.has(a.marker)).map((a) => a.marker);
  const duplicated = [...seen].filter(([, times]) => times > 1).map(([marker]) => marker);
  const unexpected = [...seen.keys()].filter((marker) => !markers.has(marker));
  return {
    accepted: accepted.length,
    delivered: accepted.length - missing.length,
    missing,
    duplicated,
    unexpected,
  };
}

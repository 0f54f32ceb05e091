// Lists the first page of the women's fashion board and loads the first model's profile, as a
// partner app would. Run it against a running site: `pnpm --filter ./sdk example`
// (AGENCY_API_URL, default http://localhost:3000/graphql; AGENCY_API_KEY, optional).
import {
  AgencyError,
  AgencyNetworkError,
  BoardDocument,
  ProfileDocument,
  createAgencyClient,
} from '@agency/sdk';

const url = process.env.AGENCY_API_URL ?? 'http://localhost:3000/graphql';
const client = createAgencyClient({ url, key: process.env.AGENCY_API_KEY || undefined, timeoutMs: 10_000 });

async function main(): Promise<void> {
  const { models } = await client.request(BoardDocument, {
    category: 'FASHION',
    gender: 'WOMAN',
    first: 10,
    locale: 'EN',
  });
  if (models === null) throw new Error('The board is unavailable right now');
  console.log(`Fashion, women: ${models.totalCount} models`);
  for (const model of models.nodes) console.log(`- ${model.name} (${model.id})`);

  const first = models.nodes[0];
  if (first === undefined) return;
  const { model } = await client.request(ProfileDocument, { id: first.id, locale: 'EN' });
  if (model === null) throw new Error(`No profile for model ${first.id}`);
  console.log(
    `\n${model.name}${model.age === null ? '' : `, ${model.age}`}${model.instagram ? ` @${model.instagram}` : ''}`,
  );
  for (const measure of model.measures) console.log(`  ${measure.label}: ${measure.value}`);
  const galleries = model.galleries;
  if (galleries !== null)
    console.log(
      `  book ${galleries.book.length} photos, snaps ${galleries.snap.length}, videos ${galleries.video.length}`,
    );
}

main().catch((error: unknown) => {
  if (error instanceof AgencyNetworkError) {
    console.error(`Cannot reach the API at ${url}: is the site running? (pnpm start, or set AGENCY_API_URL)`);
  } else if (error instanceof AgencyError) {
    console.error(`${error.name}: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, waitFor, type Harness } from './harness.js';
import { GET_SCOUTED, photos, postMultipart, validGetScouted } from '@agency/test-kit/uploads';

// Found by the soak (bench/soak.ts): a panel that stores a submission and answers 2xx with a body we
// cannot read (cut short) has the entry. Treating that as a failure queued it for a
// retry, and every retry filed it again (the panel ignores Idempotency-Key): 58 duplicates in ten
// minutes. A 2xx is a delivery, whatever its body.

let h: Harness;
beforeAll(async () => {
  // DELIVERED must not depend on the machine's load: the visitor's wait is long here, and every
  // QUEUED case is a panel that fails at once.
  h = await startHarness({ env: { SUBMISSION_ANSWER_WAIT_MS: '20000' } });
});
afterAll(() => h?.stop());
beforeEach(async () => {
  await h.demo.clearFaults();
  await h.demo.clearReceived();
});

type ContactInput = { name: string; email: string; phone: string; message: string };
type ContactResult = { id: string; status: string };
const CONTACT: TypedDocumentNode<{ submitContact: ContactResult }, { input: ContactInput }> = parse(
  'mutation Contact($input: ContactInput!) { submitContact(input: $input) { id status } }',
);

/** The outcome the visitor is told for a contact message. */
async function sendContact(input: ContactInput): Promise<string | undefined> {
  return (await contact(input))?.status;
}

async function contact(input: ContactInput): Promise<ContactResult | undefined> {
  return (await h.query(CONTACT, { input })).data?.submitContact;
}

describe('a 2xx answer the API cannot read', () => {
  it('a cut-short (malformed JSON) answer to a contact message counts as delivered: the panel has it once', async () => {
    await h.demo.setFaults({ malformedJson: true, paths: ['/api/contact/'] }, 'panel');
    expect(
      await sendContact({ name: 'Rui', email: 'rui@example.com', phone: '71 3333-2222', message: 'Olá!' }),
    ).toBe('DELIVERED');
    expect((await h.demo.received()).contacts).toHaveLength(1);
  });

  it('a cut-short answer to an application with photos counts as delivered: one entry in the panel', async () => {
    await h.demo.setFaults({ malformedJson: true, paths: ['/api/entry/'] }, 'panel');
    const { body } = await postMultipart(h.url, GET_SCOUTED, { input: validGetScouted }, await photos(3));
    const { id, status } = body.data!.submitGetScouted as { id: string; status: string };
    expect(status).toBe('DELIVERED');
    await waitFor(() => existsSync(join(h.config.outboxDir, 'delivered', id)), 15_000);
    expect((await h.demo.received()).entries.filter((entry) => entry.idempotencyKey === id)).toHaveLength(1);
  });

  it('a 2xx whose body trickles past the time-out counts as delivered, not posted again', async () => {
    // 3 s time-out in the harness: the status arrives at once, the body takes 4.5 s.
    await h.demo.setFaults({ trickleMs: 4500, paths: ['/api/contact/'] }, 'panel');
    const sent = await contact({
      name: 'Iara',
      email: 'iara@example.com',
      phone: '71 3333-4444',
      message: 'Bom dia',
    });
    expect(sent?.id).toBeTruthy();
    // Retried, it would stay undelivered (each repeat trickles too) and the panel would file it again.
    await waitFor(() => existsSync(join(h.config.outboxDir, 'delivered', sent!.id)), 15_000);
    await h.demo.clearFaults();
    expect((await h.demo.received()).contacts).toHaveLength(1);
  });

  it('an unreadable sign-in answer is no delivery: the message waits and arrives once the panel answers properly', async () => {
    await h.demo.expireTokens('panel');
    await h.demo.setFaults({ malformedJson: true, paths: ['/api/login', '/api/signin'] }, 'panel');
    expect(
      await sendContact({ name: 'Ana', email: 'ana@example.com', phone: '71 3333-1111', message: 'Oi' }),
    ).toBe('QUEUED');
    expect((await h.demo.received()).contacts).toEqual([]);
    await h.demo.clearFaults();
    await waitFor(async () => (await h.demo.received()).contacts.length === 1, 20_000);
  });
});

import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestHeadersForApi, responseHeadersFromApi } from './forwarded-headers';

const visitor = (headers: Record<string, string>) =>
  ({ headers, socket: { remoteAddress: '198.51.100.7' } }) as unknown as IncomingMessage;

describe('headers of a request forwarded to the API', () => {
  const sent = {
    host: 'site.test',
    connection: 'keep-alive, x-hop',
    'x-hop': 'this connection only',
    'keep-alive': 'timeout=5',
    'transfer-encoding': 'chunked',
    expect: '100-continue',
    'content-type': 'multipart/form-data; boundary=x',
    'apollo-require-preflight': 'true',
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'chosen.test',
    'x-request-id': 'visitor-chosen',
  };

  it('drops hop-by-hop headers (and those the connection header names), keeps the message’s own', () => {
    const headers = requestHeadersForApi(visitor(sent), { trustProxy: false, requestId: 'r1' });
    for (const name of ['host', 'connection', 'x-hop', 'keep-alive', 'transfer-encoding', 'expect'])
      expect(headers, name).not.toHaveProperty(name);
    expect(headers).toMatchObject({
      'content-type': 'multipart/form-data; boundary=x',
      'apollo-require-preflight': 'true',
      'x-request-id': 'r1',
    });
  });

  it('names the connecting address, scheme and host when the visitor’s own claims are not trusted', () => {
    const headers = requestHeadersForApi(visitor(sent), { trustProxy: false, requestId: 'r1' });
    expect(headers).toMatchObject({
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'site.test',
    });
  });

  it('extends the chain of a trusted proxy, keeping its scheme and host', () => {
    const headers = requestHeadersForApi(visitor(sent), { trustProxy: true, requestId: 'r1' });
    expect(headers).toMatchObject({
      'x-forwarded-for': '203.0.113.9, 198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'chosen.test',
    });
  });
});

describe('headers of the API’s answer', () => {
  it('keeps the answer’s headers, cookies and length, without hop-by-hop ones', () => {
    const headers = responseHeadersFromApi({
      'content-type': 'application/zip',
      'content-length': '123',
      'set-cookie': ['a=1', 'b=2'],
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      'x-request-id': 'r1',
    });
    expect(headers).toEqual({
      'content-type': 'application/zip',
      'content-length': '123',
      'set-cookie': ['a=1', 'b=2'],
      'x-request-id': 'r1',
    });
  });
});

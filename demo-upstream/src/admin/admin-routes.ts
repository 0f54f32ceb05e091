// The test-only admin API under /__demo/ on both ports, no auth. Knobs act on the service whose
// port was called, unless the body (or, for GETs, the query) names `service`.

import type { IncomingMessage } from 'node:http';
import { InvalidFaults, parseFaults } from '../faults.js';
import { BadBody, readJson } from '../http/read-body.js';
import { json, message } from '../http/reply.js';
import type { Reply } from '../http/reply.js';
import type { ServiceName } from '../shapes.js';
import type { DemoState, ServiceRuntime } from '../state.js';
import { contactAdmin } from './contact-routes.js';
import { modelAdmin } from './model-routes.js';
import { textAdmin } from './text-routes.js';

function targets(state: DemoState, own: ServiceName, choice: unknown): ServiceRuntime[] {
  if (choice === undefined || choice === null || choice === '') return [state.services[own]];
  if (choice === 'both') return [state.services.panel, state.services.integration];
  if (choice === 'panel' || choice === 'integration') return [state.services[choice]];
  throw new BadBody('service must be "panel", "integration" or "both"');
}

async function route(state: DemoState, own: ServiceName, req: IncomingMessage, url: URL): Promise<Reply> {
  const method = req.method ?? 'GET';
  const path = url.pathname.replace(/\/+$/, '');
  const body = method === 'GET' || method === 'HEAD' ? {} : await readJson(req);
  const chosen = () => targets(state, own, body['service'] ?? url.searchParams.get('service') ?? undefined);
  const names = (list: ServiceRuntime[]) => list.map((s) => s.name);
  const dataReply =
    modelAdmin(state, method, path, body) ??
    contactAdmin(state, method, path, body) ??
    textAdmin(state, method, path, body);
  if (dataReply) return dataReply;

  switch (`${method} ${path}`) {
    case 'GET /__demo/health':
      return json(200, {
        ok: true,
        service: own,
        uptimeMs: Date.now() - state.startedAt,
        models: state.data.models.length,
        faults: {
          panel: state.services.panel.faults.current(),
          integration: state.services.integration.faults.current(),
        },
        zipPaddingBytes: state.zipPaddingBytes,
      });
    case 'POST /__demo/faults': {
      const settings = parseFaults(body);
      const list = chosen();
      for (const service of list) service.faults.set(settings);
      return json(200, { ok: true, services: names(list), faults: settings });
    }
    case 'DELETE /__demo/faults': {
      const list = chosen();
      for (const service of list) service.faults.clear();
      return json(200, { ok: true, services: names(list) });
    }
    case 'POST /__demo/expire-tokens': {
      const list = chosen();
      const expired = list.reduce((sum, service) => sum + service.tokens.expireAll(), 0);
      return json(200, { ok: true, services: names(list), expired });
    }
    case 'GET /__demo/received':
      return json(200, state.received.snapshot());
    case 'DELETE /__demo/received':
      state.received.clear();
      return json(200, { ok: true });
    case 'GET /__demo/calls': {
      const list = chosen();
      if (list.length === 1) return json(200, (list[0] as ServiceRuntime).calls.snapshot());
      return json(200, Object.fromEntries(list.map((s) => [s.name, s.calls.snapshot()])));
    }
    case 'DELETE /__demo/calls': {
      const list = chosen();
      for (const service of list) service.calls.reset();
      return json(200, { ok: true, services: names(list) });
    }
    case 'POST /__demo/zip-padding': {
      const bytes = body['bytes'];
      if (typeof bytes !== 'number' || !Number.isSafeInteger(bytes) || bytes < 0)
        throw new BadBody('bytes must be an integer >= 0');
      state.zipPaddingBytes = bytes;
      return json(200, { ok: true, bytes });
    }
    default:
      return message(404, `No admin route ${method} ${path}`);
  }
}

export async function handleAdmin(
  state: DemoState,
  own: ServiceName,
  req: IncomingMessage,
  url: URL,
): Promise<Reply> {
  try {
    return await route(state, own, req, url);
  } catch (error) {
    if (error instanceof BadBody || error instanceof InvalidFaults) return message(400, error.message);
    throw error;
  }
}

// Starts the demo upstream as a child process and hands back its addresses, credentials and the
// admin knobs as typed calls. The API never imports demo code: the site's composition root and the
// tests call this, and only this file (plus config and types) is loaded in their process.

import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config.js';
import type {
  CallCounts,
  ContactFields,
  EditedModel,
  FaultSettings,
  ModelEdit,
  NewModelFields,
  ReceivedData,
  ServiceChoice,
  ServiceName,
  TextEdit,
} from './shapes.js';

// The shapes its calls take and give, for callers that import nothing else of the demo.
export type * from './shapes.js';

export type DemoCredentials = {
  panelSalt: string;
  panelApiToken: string;
  integrationSalt: string;
  integrationApiKey: string;
};

export type DemoUpstream = {
  panelUrl: string;
  integrationUrl: string;
  /** `${panelUrl}/storage/`, with the trailing slash. */
  storageUrl: string;
  credentials: DemoCredentials;
  pid: number;
  /** Replaces the faults of one service, or of both (the default). */
  setFaults(faults: FaultSettings, service?: ServiceChoice): Promise<void>;
  clearFaults(service?: ServiceChoice): Promise<void>;
  /** Every token issued so far stops working (both services unless one is named). */
  expireTokens(service?: ServiceChoice): Promise<void>;
  received(): Promise<ReceivedData>;
  clearReceived(): Promise<void>;
  calls(service: ServiceName): Promise<CallCounts>;
  /** Resets the counts of both services unless one is named. */
  resetCalls(service?: ServiceChoice): Promise<void>;
  /** Adds a generated entry of this many bytes to every gallery zip (0 removes it). */
  setZipPadding(bytes: number): Promise<void>;
  /** Adds a generated model (the given fields override the generated ones) at the end of the board; resolves to its new id. */
  addModel(fields?: NewModelFields): Promise<number>;
  /** Removes a model from lists, profiles and storage; rejects if there is no such model (404). */
  removeModel(id: number): Promise<void>;
  /** Replaces the given fields of the panel's contact record (the one the site shows). */
  setContact(fields: ContactFields): Promise<void>;
  /** Renames a model and/or gives it a new cover; resolves to what it now is; rejects for an unknown id (404). */
  editModel(id: number, edit: ModelEdit): Promise<EditedModel>;
  /** Replaces a website text's HTML in the given languages; rejects for an unknown key (404). */
  setText(key: string, text: TextEdit): Promise<void>;
  stop(): Promise<void>;
};

/** The six upstream variables the API reads, pointing at this demo upstream. */
export function upstreamEnv(demo: DemoUpstream): Record<string, string> {
  return {
    PANEL_URL: demo.panelUrl,
    PANEL_SALT: demo.credentials.panelSalt,
    PANEL_API_TOKEN: demo.credentials.panelApiToken,
    INTEGRATION_URL: demo.integrationUrl,
    INTEGRATION_SALT: demo.credentials.integrationSalt,
    INTEGRATION_API_KEY: demo.credentials.integrationApiKey,
  };
}

export type StartOptions = {
  /** Extra environment for the child (DEMO_* settings); the parent's environment is inherited. */
  env?: Record<string, string>;
  /** How long to wait for the listening line; default 20 s. */
  timeoutMs?: number;
  /** Receives the child's stderr lines; by default they are kept only for error messages. */
  onLog?: (line: string) => void;
};

type Listening = { event: 'listening'; panelUrl: string; integrationUrl: string; storageUrl: string };

// The launcher starts the main beside it: from the sources (tests, `pnpm dev`) src/main.ts through
// tsx, resolved from this package (a devDependency); from the build (`pnpm start`, the image)
// dist-node/main.js on plain Node.
const fromSources = import.meta.url.endsWith('.ts');
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const mainFile = fileURLToPath(new URL(fromSources ? './main.ts' : './main.js', import.meta.url));
const mainArgs = fromSources ? ['--import', 'tsx', mainFile] : [mainFile];

async function admin(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}/__demo/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`demo upstream admin ${method} /__demo/${path} answered ${response.status}: ${text}`);
  return text === '' ? null : JSON.parse(text);
}

export function startDemoUpstream(options: StartOptions = {}): Promise<DemoUpstream> {
  const env = { ...process.env, ...options.env };
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig(env);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const timeoutMs = options.timeoutMs ?? 20_000;
  const child = spawn(process.execPath, [...mainArgs, '--exit-with-parent'], {
    cwd: packageDir,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8000);
    if (options.onLog) for (const line of chunk.split('\n')) if (line.trim() !== '') options.onLog(line);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  return new Promise<DemoUpstream>((resolve, reject) => {
    let stdout = '';
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      process.removeListener('exit', killOnExit);
      reject(
        new Error(`demo upstream did not start: ${reason}${stderr ? `\n--- its stderr ---\n${stderr}` : ''}`),
      );
    };
    const timer = setTimeout(() => fail(`no listening line within ${timeoutMs} ms`), timeoutMs);
    const onError = (error: Error) => fail(error.message);
    const onEarlyExit = (code: number | null, signal: string | null) =>
      fail(`it exited (code ${code}, signal ${signal}) before listening`);
    child.once('error', onError);
    child.once('exit', onEarlyExit);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', function onData(chunk: string) {
      stdout += chunk;
      const newline = stdout.indexOf('\n');
      if (newline < 0) return;
      child.stdout.off('data', onData);
      child.off('exit', onEarlyExit);
      child.off('error', onError);
      child.on('error', () => undefined);
      clearTimeout(timer);
      let listening: Listening;
      try {
        listening = JSON.parse(stdout.slice(0, newline)) as Listening;
        if (listening.event !== 'listening') throw new Error(`unexpected event ${String(listening.event)}`);
      } catch (error) {
        fail(`bad first line ${JSON.stringify(stdout.slice(0, newline))}: ${(error as Error).message}`);
        return;
      }
      // Keep draining stdout so the child never blocks on a full pipe.
      child.stdout.resume();
      const { panelUrl, integrationUrl } = listening;
      const urlOf = (service: ServiceName) => (service === 'panel' ? panelUrl : integrationUrl);
      let stopped: Promise<void> | null = null;
      resolve({
        panelUrl,
        integrationUrl,
        storageUrl: listening.storageUrl,
        credentials: {
          panelSalt: config.panelSalt,
          panelApiToken: config.panelApiToken,
          integrationSalt: config.integrationSalt,
          integrationApiKey: config.integrationApiKey,
        },
        pid: child.pid ?? -1,
        setFaults: async (faults, service = 'both') =>
          void (await admin(panelUrl, 'POST', 'faults', { ...faults, service })),
        clearFaults: async (service = 'both') =>
          void (await admin(panelUrl, 'DELETE', 'faults', { service })),
        expireTokens: async (service = 'both') =>
          void (await admin(panelUrl, 'POST', 'expire-tokens', { service })),
        received: async () => (await admin(panelUrl, 'GET', 'received')) as ReceivedData,
        clearReceived: async () => void (await admin(panelUrl, 'DELETE', 'received')),
        calls: async (service) => (await admin(urlOf(service), 'GET', 'calls')) as CallCounts,
        resetCalls: async (service = 'both') => void (await admin(panelUrl, 'DELETE', 'calls', { service })),
        setZipPadding: async (bytes) => void (await admin(panelUrl, 'POST', 'zip-padding', { bytes })),
        addModel: async (fields = {}) =>
          ((await admin(integrationUrl, 'POST', 'models', fields)) as { id: number }).id,
        removeModel: async (id) => void (await admin(integrationUrl, 'DELETE', `models/${id}`)),
        setContact: async (fields) => void (await admin(panelUrl, 'PATCH', 'contact', fields)),
        editModel: async (id, edit) =>
          (await admin(integrationUrl, 'PATCH', `models/${id}`, edit)) as EditedModel,
        setText: async (key, text) =>
          void (await admin(panelUrl, 'PATCH', `texts/${encodeURIComponent(key)}`, text)),
        stop() {
          stopped ??= (async () => {
            if (child.exitCode === null && child.signalCode === null) {
              child.kill('SIGTERM');
              const force = setTimeout(() => child.kill('SIGKILL'), 5000);
              await exited;
              clearTimeout(force);
            }
            process.removeListener('exit', killOnExit);
          })();
          return stopped;
        },
      });
    });
  });
}

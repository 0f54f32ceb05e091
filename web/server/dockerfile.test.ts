import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The Dockerfile read as Docker reads it (no container engine runs here): its stages, the user
// the image runs as, and its HEALTHCHECK, whose command is run for real against a local server.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
type Instruction = { keyword: string; args: string };
type Stage = { name: string; instructions: Instruction[] };

function stagesOf(dockerfile: string): Stage[] {
  const stages: Stage[] = [];
  const lines = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim());
  for (const line of lines.filter((l) => l && !l.startsWith('#'))) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM')
      stages.push({ name: / AS (\S+)$/i.exec(args)?.[1] ?? '', instructions: [] });
    stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

const stages = stagesOf(read('Dockerfile'));
const runtime = stages.at(-1)!;
const all = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
const healthcheck = all(runtime, 'HEALTHCHECK')[0] ?? '';
const healthCommand = JSON.parse(/CMD (\[.*\])$/.exec(healthcheck)?.[1] ?? '[]') as string[];

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Runs the HEALTHCHECK's command with PORT naming a local server that answers /healthz with `status`. */
async function healthExitCode(status: number): Promise<number | null> {
  server = createServer((req, res) => res.writeHead(req.url === '/healthz' ? status : 404).end());
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = String((server.address() as AddressInfo).port);
  const [command, ...args] = healthCommand;
  const child = spawn(command === 'node' ? process.execPath : command!, args, {
    env: { PORT: port },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.once('exit', resolve));
}

describe('Dockerfile', () => {
  it('builds in one stage and runs from another with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const copiedFrom = all(runtime, 'COPY').flatMap((args) => /--from=(\S+)/.exec(args)?.[1] ?? []);
    expect(copiedFrom).toContain('build');
    // Every node_modules the runtime has comes from a stage that installed with --prod.
    for (const args of all(runtime, 'COPY').filter((a) => a.includes('node_modules'))) {
      const from = stages.find((stage) => stage.name === /--from=(\S+)/.exec(args)?.[1]);
      expect(
        all(from!, 'RUN').some((run) => /pnpm install .*--prod/.test(run)),
        args,
      ).toBe(true);
    }
    expect(all(runtime, 'RUN').some((run) => /pnpm install|pnpm .*build/.test(run))).toBe(false);
  });

  it('runs the servers built to JavaScript on the Node of .node-version, with no TypeScript source', () => {
    expect(all(stages[0]!, 'FROM')[0]).toMatch(
      new RegExp(`^node:${read('.node-version').trim().replaceAll('.', '\\.')}-`),
    );
    const build = stages.find((stage) => stage.name === 'build')!;
    expect(all(build, 'RUN')).toContain('pnpm build');
    const copies = all(runtime, 'COPY');
    for (const name of ['server-kit', 'rules', 'api', 'demo-upstream', 'web']) {
      expect(copies).toContain(`--from=build /app/${name}/dist-node ${name}/dist-node`);
    }
    // From the build context, only the schema package (plain JavaScript and the SDL).
    expect(copies.filter((args) => !args.startsWith('--from='))).toEqual(['schema schema']);
  });

  it('runs as an unprivileged user, the web by default like the compose file', () => {
    const users = all(runtime, 'USER');
    expect(users.at(-1)).toBeDefined();
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const compose = parse(read('docker-compose.yml'), { merge: true }) as {
      services: { web: { command: string[] } };
    };
    expect(JSON.parse(all(runtime, 'CMD').at(-1)!)).toEqual(compose.services.web.command);
  });

  it('has a HEALTHCHECK on /healthz that passes while the site answers and fails when it does not', async () => {
    expect(healthcheck).toContain('/healthz');
    expect(await healthExitCode(200)).toBe(0);
    expect(await healthExitCode(503)).toBe(1);
  });

  it('keeps secrets, installed packages and builds out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(
      expect.arrayContaining([
        '.env',
        '.env.*',
        'node_modules',
        '**/node_modules',
        '**/dist',
        '**/dist-node',
        '.git',
      ]),
    );
  });
});

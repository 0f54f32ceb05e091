// `pnpm purge -- --model 48213 [--model 1002] [--boards] [--content] [--all]`: asks the site (or a
// standalone API) to drop cached data after an edit in the back office (POST /admin/purge,
// docs/decisions/0022). Reads ADMIN_TOKEN and SITE_URL (default http://localhost:$PORT or 3000)
// from the environment; the token is sent, never printed.

import { parseArgs } from 'node:util';

export function purgeBody(argv) {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      model: { type: 'string', multiple: true },
      boards: { type: 'boolean' },
      content: { type: 'boolean' },
      all: { type: 'boolean' },
    },
    strict: true,
  });
  const body = {};
  const models = (values.model ?? [])
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  if (models.length > 0) body.models = models;
  if (values.boards) body.boards = true;
  if (values.content) body.content = true;
  if (values.all) body.all = true;
  if (Object.keys(body).length === 0)
    throw new Error('name what to purge: --model <id> (repeatable), --boards, --content or --all');
  return body;
}

export async function purge(argv, env) {
  const token = env.ADMIN_TOKEN;
  if (!token) throw new Error('ADMIN_TOKEN is not set (the same value as the site has)');
  const base = env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`;
  const body = purgeBody(argv);
  const response = await fetch(new URL('/admin/purge', base), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${base}/admin/purge answered ${response.status}: ${text}`);
  return `purged on ${base}: ${text}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  purge(process.argv.slice(2), process.env).then(
    (line) => console.log(line),
    (error) => {
      console.error(`purge: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}

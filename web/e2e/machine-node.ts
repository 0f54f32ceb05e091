import { readFileSync } from 'node:fs';
import { delimiter, sep } from 'node:path';

/** The Node version every command runs on (.node-version; the root's optional node-linux-* package installs it). */
export const PINNED_NODE = `v${readFileSync(new URL('../../.node-version', import.meta.url), 'utf8').trim()}`;

/**
 * The machine's PATH without the node_modules/.bin folders that `pnpm test` put first: there `node`
 * is whatever the machine has (Node 20 on the CI machine), as for a newcomer typing the README's command.
 */
export function machinePath(): string {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes(`node_modules${sep}.bin`))
    .join(delimiter);
}

/** The version of Node that runs the site behind `url`, from its /metrics (prom-client's nodejs_version_info). */
export async function servingNodeVersion(url: string, metricsToken: string): Promise<string | undefined> {
  const metrics = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  return /^nodejs_version_info\{version="(v[\d.]+)"/m.exec(metrics)?.[1];
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// bench/peers/README.md's table lists each documented setting the peers run with, written as its
// file writes it: a setting dropped from a peer's configuration (or the table's copy of it going
// stale) fails here.

const PEERS_DIR = new URL('./peers/', import.meta.url);
const readme = readFileSync(new URL('README.md', PEERS_DIR), 'utf8');

/** The rows of the "Settings" table: peer, file, setting (backticks removed). */
function settingRows(): { peer: string; file: string; setting: string }[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Settings'));
  if (!section) throw new Error('bench/peers/README.md has no "## Settings" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| peer ') && !line.startsWith('| ---'))
    .map((line) => {
      const [peer, file, setting] = line
        .split(' | ')
        .map((cell) => cell.replace(/^\| /, '').trim())
        .map((cell) => cell.replace(/^`(.*)`$/, '$1'));
      return { peer: peer!, file: file!, setting: setting! };
    });
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');
/** The source without its whole-line comments: a setting only mentioned in a comment is not set. */
const code = (source: string) => source.replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '');

describe('bench/peers/README.md settings', () => {
  const rows = settingRows();

  it('lists the settings of each peer', () => {
    const peers = new Set(rows.map((row) => row.peer));
    for (const peer of ['Hive Gateway', 'Apollo Server', 'RESTDataSource', 'all three'])
      expect(peers, `no row for ${peer}`).toContain(peer);
  });

  it.each(rows.map((row) => [row.peer, row.setting, row.file] as const))(
    '%s: `%s` is in %s',
    (_peer, setting, file) => {
      const source = code(readFileSync(new URL(file, PEERS_DIR), 'utf8'));
      expect(collapse(source).includes(collapse(setting)), `not set in bench/peers/${file}`).toBe(true);
    },
  );
});

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseApiConfig, wantsDemoUpstream } from './config.js';

const valid = {
  PANEL_URL: 'https://panel.example.com/',
  PANEL_SALT: 's1',
  PANEL_API_TOKEN: 't1',
  INTEGRATION_URL: 'https://integration.example.com',
  INTEGRATION_SALT: 's2',
  INTEGRATION_API_KEY: 'k2',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    parseApiConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('parses a complete environment with defaults', () => {
    const config = parseApiConfig(valid);
    expect(config.panel.url).toBe('https://panel.example.com');
    expect(config.panel.storageUrl).toBe('https://panel.example.com/storage/');
    expect(config.upstreamTimeoutMs).toBe(8000);
    expect(config.submissionAnswerWaitMs).toBe(3000);
    expect(config.production).toBe(false);
  });

  it('names each missing variable', () => {
    expect(problemsOf({ ...valid, PANEL_SALT: undefined, INTEGRATION_API_KEY: '' })).toEqual([
      'PANEL_SALT is missing',
      'INTEGRATION_API_KEY is missing',
    ]);
  });

  it('names malformed variables without echoing secrets', () => {
    const problems = problemsOf({
      ...valid,
      PANEL_URL: 'ftp://x',
      UPSTREAM_TIMEOUT_MS: 'soon',
      LOG_LEVEL: 'loud',
    });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['PANEL_URL', 'UPSTREAM_TIMEOUT_MS', 'LOG_LEVEL']);
    expect(problems.join('\n')).not.toContain('s1');
  });

  it('takes an optional REDIS_URL, naming a malformed one without echoing its password', () => {
    expect(parseApiConfig(valid).redisUrl).toBeUndefined();
    expect(parseApiConfig({ ...valid, REDIS_URL: 'redis://:pw@cache:6379/0' }).redisUrl).toBe(
      'redis://:pw@cache:6379/0',
    );
    const problems = problemsOf({ ...valid, REDIS_URL: 'http://:hunter2@cache:6379' });
    expect(problems).toEqual([expect.stringMatching(/^REDIS_URL is malformed/)]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('wants the demo upstream only when no upstream variable is set', () => {
    expect(wantsDemoUpstream({})).toBe(true);
    expect(wantsDemoUpstream({ PANEL_URL: 'https://x' })).toBe(false);
  });

  it('stops the API process at start with a message naming the bad variable', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, ...valid, INTEGRATION_URL: 'not a url', PANEL_API_TOKEN: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('INTEGRATION_URL is malformed');
    expect(stderr).toContain('PANEL_API_TOKEN is missing');
  });
});

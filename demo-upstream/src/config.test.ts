import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('demo upstream configuration', () => {
  it('listens on loopback with addresses derived from the ports unless told otherwise', () => {
    const config = readConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicPanelUrl).toBeNull();
  });

  it('takes a bind address and the public origin other containers use', () => {
    const config = readConfig({ DEMO_HOST: '0.0.0.0', DEMO_PUBLIC_PANEL_URL: 'http://demo-upstream:4101/' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicPanelUrl).toBe('http://demo-upstream:4101');
  });

  it('refuses a public URL with a path, naming the variable', () => {
    expect(() => readConfig({ DEMO_PUBLIC_PANEL_URL: 'http://demo-upstream:4101/storage' })).toThrow(/DEMO_PUBLIC_PANEL_URL/);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_EXTRA_MODELS, readConfig } from './config.js';

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
    expect(() => readConfig({ DEMO_PUBLIC_PANEL_URL: 'http://demo-upstream:4101/storage' })).toThrow(
      /DEMO_PUBLIC_PANEL_URL/,
    );
  });

  it('generates no extra models unless DEMO_EXTRA_MODELS asks for some', () => {
    expect(readConfig({}).extraModels).toBe(0);
    expect(readConfig({ DEMO_EXTRA_MODELS: '1000' }).extraModels).toBe(1000);
    expect(readConfig({ DEMO_EXTRA_MODELS: '0' }).extraModels).toBe(0);
  });

  it.each(['-1', '1.5', '1e3', 'many', ' 5', String(MAX_EXTRA_MODELS + 1)])(
    'refuses DEMO_EXTRA_MODELS=%j, naming the variable and the range',
    (raw) => {
      expect(() => readConfig({ DEMO_EXTRA_MODELS: raw })).toThrow(
        `DEMO_EXTRA_MODELS must be a whole number from 0 to ${MAX_EXTRA_MODELS}, got "${raw}"`,
      );
    },
  );
});

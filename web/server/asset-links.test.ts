import { describe, expect, it } from 'vitest';
import { APP_MODULE, pageAssets, screenFiles, type Manifest } from './asset-links';
import { SCREEN_MODULES, ZOD_JITLESS_MODULE } from '../src/shell/screens';

// A client build's manifest in small: the bootstrap, the app (which imports the form screens' zod
// setting dynamically), zod's core shared by the setting and the forms, a form screen and the list.
const manifest: Manifest = {
  'src/boot.ts': { file: 'assets/boot.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  [APP_MODULE]: { file: 'assets/app.js', imports: ['_react.js'], css: ['assets/app.css'] },
  [ZOD_JITLESS_MODULE]: { file: 'assets/zod-jitless.js', imports: ['_zod-core.js'] },
  '_zod-core.js': { file: 'assets/zod-core.js' },
  [SCREEN_MODULES.getScouted]: {
    file: 'assets/get-scouted-screen.js',
    imports: ['_zod-core.js'],
    css: ['assets/get-scouted-screen.css'],
  },
  [SCREEN_MODULES.models]: { file: 'assets/models-screen.js', css: ['assets/models-screen.css'] },
  'src/i18n/messages/pt.ts': { file: 'assets/pt.js' },
};

describe('a screen with forms', () => {
  it('is fetched ahead with its zod setting, so opening it waits for no file of its own', () => {
    expect(screenFiles(manifest).getScouted).toEqual([
      '/assets/zod-jitless.js',
      '/assets/zod-core.js',
      '/assets/get-scouted-screen.js',
      '/assets/get-scouted-screen.css',
    ]);
  });

  it('has its zod setting preloaded on its own page, beside its code', () => {
    const assets = pageAssets(manifest, { screen: 'getScouted', locale: 'pt' });
    expect(assets.modules).toContain('/assets/zod-jitless.js');
    expect(assets.modules).toContain('/assets/get-scouted-screen.js');
  });
});

describe('a screen without forms', () => {
  it('fetches no zod setting ahead nor on its page', () => {
    expect(screenFiles(manifest).models).toEqual(['/assets/models-screen.js', '/assets/models-screen.css']);
    expect(pageAssets(manifest, { screen: 'models', locale: 'pt' }).modules).not.toContain(
      '/assets/zod-jitless.js',
    );
  });
});

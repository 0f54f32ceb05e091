import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkModules } from './build/chunk-modules.ts';

// Code that every page runs before it is interactive: the framework packages and the app's shell
// (router, Apollo, i18n, layout, shared components). Two chunks (the packages, the app's own code)
// instead of a dozen, so a phone makes few requests on HTTP/1.1's six connections after the hero
// image. Screens, forms, sliders, maps, toasts and each language's messages stay in their own
// chunks, loaded with the page that uses them.
const APP_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|i18next|react-i18next|use-sync-external-store|@apollo[\\/]client|rxjs|graphql|optimism|@wry[\\/][^\\/]+|tslib|ts-invariant|apollo-upload-client|extract-files|is-plain-obj)[\\/]/;
const APP_SOURCES =
  /[\\/]web[\\/]src[\\/](shell|core|gql|i18n[\\/](routes|locales)\.ts|components[\\/](?!form[\\/]))/;
// Not the bootstrap's own imports (they would make it wait for this chunk), nor form-only code,
// nor what the first toast loads (react-hot-toast and its words, core/toast-library.tsx).
const NOT_IN_APP =
  /[\\/]web[\\/]src[\\/](shell[\\/](chunk-reload|zod-jitless)\.ts|core[\\/]toast-library\.tsx)$/;

export default defineConfig({
  plugins: [react(), chunkModules()],
  // The API's GraphiQL brings React 18 into node_modules; swiper declares no React peer, so
  // without this its chunk could bundle that second copy.
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: 'dist/client',
    sourcemap: false,
    // The manifest tells the server which CSS and chunks a screen needs, to link them in the HTML.
    manifest: true,
    // No modulepreload of the bootstrap's own import (Vite's preload helper, 2 KB) in the page: the
    // bootstrap names it anyway, and on a phone's first visit each request the page starts beside
    // the first paint's font and photo delays that paint (HTTP/1.1's six connections; ADR 20).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preloading helper serves the bootstrap too: apart, or the bootstrap would wait for 'app'.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
            // React apart from the rest (each under 500 KB, past which Lighthouse asks for source maps).
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            // The packages (Apollo, GraphQL, RxJS, the router, i18next) apart from the app's own code:
            // the bootstrap has each evaluated in a task of its own (src/boot.ts).
            { name: 'framework', test: APP_PACKAGES },
            { name: 'app', test: (id) => APP_SOURCES.test(id) && !NOT_IN_APP.test(id) },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the server build so its CSS imports are handled by Vite, not Node.
    noExternal: ['swiper', 'leaflet', 'react-leaflet', '@fontsource/*'],
  },
});

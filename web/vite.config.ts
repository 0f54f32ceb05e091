import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The API's GraphiQL brings React 18 into node_modules; swiper declares no React peer, so
  // without this its chunk could bundle that second copy.
  resolve: { dedupe: ['react', 'react-dom'] },
  // The manifest tells the server which CSS and chunks a screen needs, to link them in the HTML.
  build: { outDir: 'dist/client', sourcemap: false, manifest: true },
  ssr: {
    // Bundled into the server build so its CSS imports are handled by Vite, not Node.
    noExternal: ['swiper', 'leaflet', 'react-leaflet', '@fontsource/*'],
  },
});

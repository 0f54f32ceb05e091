import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/client', sourcemap: false },
  ssr: {
    // Bundled into the server build so its CSS imports are handled by Vite, not Node.
    noExternal: ['swiper', 'leaflet', 'react-leaflet', '@fontsource/*'],
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // Writes a brotli (.br) and a gzip (.gz) copy beside each built file, at maximum quality; the server
    // sends them as they are (server/plugins/external/static.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/storage': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
});

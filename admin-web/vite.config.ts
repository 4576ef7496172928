import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = 'http://localhost:4000';

// The gateway serves the built app at /admin; in dev, Vite proxies the API to the gateway so cookies stay same-origin.
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': gateway,
      '/graphql': gateway,
    },
  },
});

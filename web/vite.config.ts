import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the gateway on :4000 answers the API; in production it serves web/dist itself.
const gateway = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  base: '/',
  server: {
    proxy: {
      '/api': gateway,
      '/graphql': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});

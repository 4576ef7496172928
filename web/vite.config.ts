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
    // One bundle, mostly antd (~1.2 MB raw, ~380 kB gzip). Splitting vendors with manualChunks made the app fail at
    // start-up in the browser ("p is not a function"), so the warning limit is raised instead.
    chunkSizeWarningLimit: 1400,
    rollupOptions: {
      // zod (from @shop/contracts) places some /* @__PURE__ */ comments where Rollup cannot use them; harmless.
      onwarn: (warning, warn) =>
        warning.code === 'INVALID_ANNOTATION' && /[\\/]zod[\\/]/.test(warning.id ?? '') ? undefined : warn(warning),
    },
  },
});

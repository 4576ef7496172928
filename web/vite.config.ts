import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite/precompress';

// In development the gateway on :4000 answers the API; in production it serves web/dist itself.
const gateway = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), precompress()],
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
    // Pages are split into their own chunks (React.lazy); the entry still carries React, Apollo and the antd
    // components of the layout and home page. Splitting vendors with manualChunks made the app fail at start-up in the
    // browser ("p is not a function"), so the warning limit is raised instead.
    chunkSizeWarningLimit: 1400,
    rollupOptions: {
      // zod (from @shop/contracts) places some /* @__PURE__ */ comments where Rollup cannot use them; harmless.
      onwarn: (warning, warn) =>
        warning.code === 'INVALID_ANNOTATION' && /[\\/]zod[\\/]/.test(warning.id ?? '') ? undefined : warn(warning),
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress, typedDocuments } from '@shop/vite-plugins';

const gateway = 'http://localhost:4000';

// The gateway serves the built app at /admin; in dev, Vite proxies the API to the gateway so cookies stay same-origin.
export default defineConfig(({ command }) => ({
  plugins: [typedDocuments(), react(), precompress()],
  base: '/admin/',
  // Apollo Client stays in development mode (checks, warnings, frozen results) unless told otherwise.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd alone is about 1 MB minified (325 kB gzipped, date picker included); acceptable for an internal tool loaded once.
    chunkSizeWarningLimit: 1100,
    rollupOptions: {
      // zod (from @shop/contracts) places some /* @__PURE__ */ comments where Rollup cannot use them; harmless.
      onwarn: (warning, warn) =>
        warning.code === 'INVALID_ANNOTATION' && /[\\/]zod[\\/]/.test(warning.id ?? '') ? undefined : warn(warning),
      output: {
        // Vendor code changes rarely: separate chunks keep it cached across admin releases.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/.test(id)) return 'antd';
          if (/[\\/](@apollo|graphql|graphql-tag)[\\/]/.test(id)) return 'apollo';
          return 'vendor';
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': gateway,
      '/graphql': gateway,
    },
  },
}));

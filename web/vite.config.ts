import { defineConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { EARLY_EVENTS_SCRIPT } from '@shop/contracts';
import { inlineScript, precompress, typedDocuments } from '@shop/vite-plugins';

// In development the gateway on :4000 answers the API; in production it serves web/dist itself.
const gateway = 'http://localhost:4000';

// zod (from @shop/contracts) places some /* @__PURE__ */ comments where Rollup cannot use them; harmless.
const onwarn: Rollup.WarningHandlerWithDefault = (warning, warn) =>
  warning.code === 'INVALID_ANNOTATION' && /[\\/]zod[\\/]/.test(warning.id ?? '') ? undefined : warn(warning);

export default defineConfig(({ command, isSsrBuild }) => ({
  // `vite build --ssr src/entry-server.tsx` builds the gateway's page renderer; plain `vite build` the browser's app.
  plugins: [
    typedDocuments(),
    react(),
    // Records what a shopper does before the app has hydrated, for the app to replay (web/src/earlyEvents.ts).
    inlineScript('early-events', EARLY_EVENTS_SCRIPT),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  base: '/',
  // The server renderer carries its own production builds of React, antd and Apollo, whatever NODE_ENV the gateway
  // runs with: antd names its classes differently in development, and the browser's build is a production one.
  ssr: { noExternal: true },
  define: {
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    // Apollo Client stays in development mode (checks, warnings, frozen results) unless told otherwise.
    ...(command === 'build' ? { 'globalThis.__DEV__': 'false' } : {}),
  },
  server: {
    proxy: {
      '/api': gateway,
      '/graphql': gateway,
    },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        copyPublicDir: false,
        emptyOutDir: true,
        // CommonJS, so the gateway can load it under tsx and jest alike.
        rollupOptions: {
          onwarn,
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Maps each page's source to its chunk and styles, which the gateway preloads for the page it renders.
        manifest: true,
        // Pages are split into their own chunks (lazyPage); the entry still carries React, Apollo and the antd
        // components of the layout and home page. Splitting vendors with manualChunks made the app fail at start-up
        // in the browser ("p is not a function"), so the warning limit is raised instead.
        chunkSizeWarningLimit: 1400,
        rollupOptions: { onwarn },
      },
}));

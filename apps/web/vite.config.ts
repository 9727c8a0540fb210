import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The client's manifest names each route's chunk; the server build (dist-ssr) needs no copy of public/.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
    // Building a zod schema has no side effect: a module read only for its messages leaves zod out.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z', 'text', 'url', 'id', 'idParam'] },
    },
  },
  // The server's render (dist-ssr) carries its own React, React Router and TanStack Query in their
  // production builds, as the browser's do, whatever NODE_ENV the server runs with: `npm start` leaves
  // it unset, and React's development build rendered pages about three times slower (issue 27).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  server: { proxy: { '^/(api|auth|logout|healthz)': 'http://localhost:3000' } },
}));

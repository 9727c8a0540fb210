import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
  server: { proxy: { '^/(api|auth|logout|healthz)': 'http://localhost:3000' } },
});

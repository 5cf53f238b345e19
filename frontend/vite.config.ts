/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In `./mvnw quarkus:dev`, Quarkus serves /api and /q itself and proxies everything else to this server.
// Run alone (`npm run dev`), this server forwards /api to a running service (GRIDMARKET_API, default :8080).
const api = process.env.GRIDMARKET_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': api },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: { environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});

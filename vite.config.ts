import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // package-lock nests an older @tiptap/core (3.31) under ra-input-rich-text while its text-align extension needs
  // 3.32+: one copy from the root (3.34) serves every tiptap package, as ProseMirror also needs a single copy.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: true },
});

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // The strict CSP has no data: for fonts or scripts, so every asset stays a file of its own.
    assetsInlineLimit: 0,
  },
});

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // The strict CSP has no data: for fonts or scripts, so every asset stays a file of its own.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router)\//,
              priority: 2,
            },
            {
              name: 'common',
              test: /lucide-react|\/src\/(web|shared)\//,
              minShareCount: 4,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

import { resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { adminChunks } from './scripts/admin-chunks';
import { chunkFileNames, commonChunk } from './scripts/chunk-naming';
import { islandsBuild } from './scripts/islands-build';
import { precacheEntries } from './scripts/precache-entries';
import { keepRenderBuild } from './scripts/render-build';
import { webAppManifest } from './src/web/app/web-app-manifest';

const clientDir = resolve(process.env.BUILD_DIR ?? 'build', 'client');
const renderDir = resolve(process.env.BUILD_DIR ?? 'build', 'render');

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // The island pages' scripts, on Preact (decision 095).
    islandsBuild(clientDir),
    // Records which built files hold inbox code, for the proof that public pages fetch none.
    adminChunks(),
    keepRenderBuild(renderDir),
    // Builds src/sw/sw.ts into /sw.js and writes /manifest.webmanifest. The precache list is
    // written again after prerendering (react-router.config.ts), once the HTML pages exist.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      outDir: clientDir,
      injectRegister: false,
      manifest: webAppManifest,
      // The browser fetches the icons it needs itself; the precache keeps what pages use.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,svg,json}'],
        // The inbox's page (React Router's SPA fallback) is staff only: never precached (decision 048).
        globIgnores: ['sw.js', '__spa-fallback.html*'],
        manifestTransforms: [precacheEntries(clientDir)],
      },
    }),
  ],
  environments: {
    // React Router's server build, kept to render pages at run time (decision 122), runs where only
    // the production packages are installed (Dockerfile): the icons, a devDependency, go inside it.
    ssr: { resolve: { noExternal: ['lucide-react'] } },
  },
  build: {
    // The strict CSP has no data: for fonts or scripts, so every asset stays a file of its own.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        chunkFileNames,
        codeSplitting: {
          // Fewer, larger files: one for the framework, one for what most pages share (decision 021).
          groups: [
            {
              name: 'framework',
              // Rolldown's own helpers (for React's CommonJS) come with the framework that needs them.
              test: /node_modules\/(react|react-dom|scheduler)\/|rolldown\/runtime/,
              priority: 2,
            },
            {
              // Apart from React: island pages never download the router (decision 091).
              name: 'router',
              test: /node_modules\/react-router\//,
              priority: 2,
            },
            commonChunk,
          ],
        },
      },
    },
  },
});

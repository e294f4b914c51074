import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/web/app/paths';

// Every public page is rendered to HTML at build time (build/client/<path>/index.html) and
// served by our own Fastify server, so there is no React Router server at run time.
export default {
  appDirectory: 'src/web/app',
  // BUILD_DIR lets parallel builds (several developers, or CI jobs) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [...prerenderPaths],
  // Opted in to React Router v8 behaviour now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

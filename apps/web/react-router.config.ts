import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR: bench/bundle-report.ts builds into a temp directory, leaving the served build alone.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  future: {
    // Adopted early: harmless for this app and what React Router 8 does by default.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: middleware replaces the AppLoadContext the server hands loaders (the API client); adopt it together
    // with a move of that context to a typed RouterContext.
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;

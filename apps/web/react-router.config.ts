import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
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

import path from 'node:path';

/** Where the built site goes and is served from: WEB_ROOT, as the server reads it (src/server/env.ts). */
export const webRootFrom = (env: NodeJS.ProcessEnv) => path.resolve(env.WEB_ROOT ?? 'dist/web');

import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where the build puts the server's page renderers (vite.islands.config.ts): beside the site, not in
 * it, so no request can fetch them (decision 041).
 */
export const serverRendererDir = (webRoot: string) => `${webRoot}-ssr`;

/**
 * A renderer the build made, or null when this build has none (an older build, or the API tests,
 * which build nothing): the pages it renders are then served as the app's own entry, as before.
 */
export async function loadServerRenderer<Renderer>(
  webRoot: string,
  file: string,
  exportName: string,
): Promise<Renderer | null> {
  const location = path.join(serverRendererDir(webRoot), file);
  if (!existsSync(location)) return null;
  const module = (await import(pathToFileURL(location).href)) as Record<string, unknown>;
  return (module[exportName] as Renderer | undefined) ?? null;
}

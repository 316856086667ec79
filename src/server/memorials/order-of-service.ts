import type { AppDeps } from '../app-env.ts';
import type { MemorialAccess } from './memorial-access.ts';
import { loadOrderOfServiceContent } from './order-of-service-content.ts';
import { loadProgrammeFonts } from './order-of-service-fonts.ts';
import { renderOrderOfServicePdf } from './order-of-service-pdf.ts';

/** The page's printable programme as PDF bytes, in its own typeface and colour. */
export async function makeOrderOfService(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger' | 'config'>,
  access: MemorialAccess,
): Promise<Uint8Array> {
  const [content, fonts] = await Promise.all([
    loadOrderOfServiceContent(deps, access),
    loadProgrammeFonts(access.page.fontFamily),
  ]);
  return renderOrderOfServicePdf(content, fonts);
}

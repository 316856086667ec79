import { api, unwrap } from '#web/lib/api-client.ts';

/**
 * Whether the private preview asks for a passcode, and whether this browser has given it. In a module
 * of its own, so the sign-in page's island can ask without the app's query keys.
 */
export const fetchPreviewStatus = () => unwrap(api.preview.status.$get());

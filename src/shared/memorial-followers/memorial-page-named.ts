import { possessive } from '../text/possessive.ts';

/**
 * The page as the follow e-mails and the follow pages name it: "Eleanor Hart’s memorial page", or
 * "this memorial page" once the page is gone.
 */
export const memorialPageNamed = (name: string | null) => `${possessive(name, 'this')} memorial page`;

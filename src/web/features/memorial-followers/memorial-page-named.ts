/** The page as the follow e-mails name it: "Eleanor Hart's memorial page", or "this memorial page". */
export const memorialPageNamed = (name: string | null) =>
  name ? `${name}'s memorial page` : 'this memorial page';

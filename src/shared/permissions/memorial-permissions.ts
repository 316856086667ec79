import { isAdmin, onTeam, type Policy, permittedActions, type Viewer } from './policy.ts';

/**
 * A memorial page as its policies see it. A page not made yet is judged as the private page it
 * will start as, so the hub can say who may create it.
 */
export type MemorialSubject = { isPublic: boolean };

/** A public page is for everyone; a private one only for the loved one's team (decision 034). */
export const seesMemorial = (viewer: Viewer, page: MemorialSubject) => page.isPublic || onTeam(viewer);

type MemorialAction = 'view' | 'create' | 'edit' | 'publish';

/** The page itself: everyone who sees it reads it; only the loved one's admin makes and shapes it. */
export const memorialPolicy: Policy<MemorialSubject, MemorialAction> = {
  sees: seesMemorial,
  may: { view: () => true, create: isAdmin, edit: isAdmin, publish: isAdmin },
  refusals: {
    view: 'You cannot see this memorial page.',
    create: 'Only the admin can create the memorial page.',
    edit: 'Only the admin can edit the memorial page.',
    publish: 'Only the admin can publish the memorial page or make it private.',
  },
};

type TributeAction = 'add' | 'moderate' | 'delete';

/** Anyone who can read the page may leave a tribute; only the admin publishes, hides or deletes one. */
export const tributePolicy: Policy<MemorialSubject, TributeAction> = {
  sees: seesMemorial,
  may: { add: () => true, moderate: isAdmin, delete: isAdmin },
  refusals: {
    add: 'You cannot leave a tribute on this page.',
    moderate: 'Only the admin can publish or hide tributes.',
    delete: 'Only the admin can delete tributes.',
  },
};

type PhotoAction = 'add' | 'remove';

/** The admin and the team add photos to the gallery; only the admin removes them. */
export const photoPolicy: Policy<MemorialSubject, PhotoAction> = {
  sees: seesMemorial,
  may: { add: onTeam, remove: isAdmin },
  refusals: {
    add: 'Only the family’s team can add photos to this page.',
    remove: 'Only the admin can remove photos.',
  },
};

/** What the page's payloads send as `can`, so the SPA shows only what the server will allow. */
export const permittedMemorialActions = (viewer: Viewer, page: MemorialSubject) => ({
  memorial: permittedActions(memorialPolicy, viewer, page),
  tributes: permittedActions(tributePolicy, viewer, page),
  photos: permittedActions(photoPolicy, viewer, page),
});

import type { InvitationSignUpInput } from '#shared/team/invitation.ts';
import { api, unwrap } from '#web/lib/api-client.ts';

export const lookUpInvitation = (token: string) => unwrap(api.invitations.lookup.$post({ json: { token } }));

export const acceptInvitation = (token: string) => unwrap(api.invitations.accept.$post({ json: { token } }));

export const signUpWithInvitation = (input: InvitationSignUpInput) =>
  unwrap(api.invitations['sign-up'].$post({ json: input }));

export const lookUpJoinLink = (lovedOneId: string, key: string) =>
  unwrap(api.join[':lovedOneId'].lookup.$post({ param: { lovedOneId }, json: { key } }));

export const askToJoin = (lovedOneId: string, key: string) =>
  unwrap(api.join[':lovedOneId'].requests.$post({ param: { lovedOneId }, json: { key } }));

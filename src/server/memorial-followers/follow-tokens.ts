import { createHash, randomBytes } from 'node:crypto';
import { signToken, verifyToken } from '../infra/signed-token.ts';

/** The confirmation link's secret: random, sent once, and kept only as a hash. */
export function newConfirmToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmToken(token) };
}

export const hashConfirmToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The "stop these e-mails" link in every follower mail. Signed rather than stored: asking to follow
 * again never changes it, so every mail's link keeps working. It names the page too, so the page can
 * still be named once the follower is gone.
 */
export type StopClaim = { memorialPageId: string; followerId: string };

const STOP_PURPOSE = 'harbor:memorial-follow-stop:v1';

export const signStopToken = (authSecret: string, claim: StopClaim) =>
  signToken(authSecret, STOP_PURPOSE, `${claim.memorialPageId}:${claim.followerId}`);

export function verifyStopToken(authSecret: string, token: string): StopClaim | null {
  const decoded = verifyToken(authSecret, STOP_PURPOSE, token);
  const [memorialPageId, followerId, ...rest] = decoded?.split(':') ?? [];
  if (!memorialPageId || !followerId || rest.length > 0) return null;
  return { memorialPageId, followerId };
}

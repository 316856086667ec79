import type { DescribedGathering } from '#shared/guest-list/describe-gathering.ts';
import { FOLLOW_CONFIRM_DAYS } from '#shared/memorial-followers/follow-messages.ts';
import { memorialPageNamed } from '#shared/memorial-followers/memorial-page-named.ts';
import type { OutgoingMail } from '../infra/mail.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { type StopClaim, signStopToken } from './follow-tokens.ts';

/** Where the page, the confirmation and the stop links open: the SPA's routes for them. */
export const followConfirmPath = (token: string) => `/follow/confirm/${token}`;
const followStopPath = (token: string) => `/follow/stop/${token}`;

type Mail = { subject: string; text: string };

/**
 * Asks the visitor to confirm. Nothing is sent to them until they do, so an address typed by someone
 * else costs its owner one mail, which they can ignore.
 */
export function confirmationMail(input: { to: string; name: string; confirmUrl: string }): OutgoingMail {
  return {
    to: input.to,
    subject: `Please confirm: follow ${memorialPageNamed(input.name)}`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked to follow ${memorialPageNamed(input.name)} on Harbor with this address.`,
      'To confirm, open this link and press "Confirm":',
      input.confirmUrl,
      '',
      `The link works for ${FOLLOW_CONFIRM_DAYS} days. If you did not ask, there is nothing to do: without`,
      'your confirmation we will not write again, and the address is forgotten.',
      '',
      'With care,',
      'Harbor',
    ].join('\n'),
  };
}

/** The answer to a second request from an address that already follows: where to stop, nothing changed. */
export function alreadyFollowingMail(input: { name: string; pageUrl: string }): Mail {
  return {
    subject: `You already follow ${memorialPageNamed(input.name)}`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked again to follow ${memorialPageNamed(input.name)} with this address.`,
      'You already follow it, so nothing has changed. The page is here:',
      input.pageUrl,
    ].join('\n'),
  };
}

const gatheringLines = (gathering: DescribedGathering) => [
  `  ${gathering.name}: ${[gathering.day, gathering.time, gathering.place].filter(Boolean).join(', ')}`,
];

/** The news of the last hour or more: the gatherings as they stand now, how many photos were added. */
export function updateMail(input: {
  name: string;
  pageUrl: string;
  gatheringsChanged: boolean;
  gatherings: readonly DescribedGathering[];
  newPhotos: number;
}): Mail {
  const { name, pageUrl, gatheringsChanged, gatherings, newPhotos } = input;
  const lines: string[] = [];
  if (gatheringsChanged)
    lines.push(
      'The family has updated the details of the gatherings.',
      ...(gatherings.length > 0
        ? ['As they stand now:', ...gatherings.flatMap(gatheringLines)]
        : ['No gatherings are listed at the moment.']),
      '',
    );
  if (newPhotos > 0)
    lines.push(
      newPhotos === 1 ? 'A new photo has been added.' : `${newPhotos} new photos have been added.`,
      '',
    );
  return {
    subject: `News on ${memorialPageNamed(name)}`,
    text: [
      'Hello,',
      '',
      `There is news on ${memorialPageNamed(name)}.`,
      '',
      ...lines,
      'See the page:',
      pageUrl,
    ].join('\n'),
  };
}

/**
 * Adds the stop link and the RFC 8058 one-click headers, as withUnsubscribe does for account notices:
 * mail apps show their own "Unsubscribe" button and POST to the same address, which needs no sign-in.
 */
export function withStopLink(
  context: MailContext,
  follower: StopClaim & { email: string },
  name: string,
  mail: Mail,
): OutgoingMail {
  const url = `${context.appUrl}${followStopPath(signStopToken(context.authSecret, follower))}`;
  return {
    to: follower.email,
    subject: mail.subject,
    text: [
      mail.text,
      '',
      '—',
      `You get this because you asked to follow ${memorialPageNamed(name)}.`,
      `To stop these e-mails, open ${url}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

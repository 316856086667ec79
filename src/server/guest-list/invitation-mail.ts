import type { DescribedGathering } from '#shared/guest-list/describe-gathering.ts';
import type { OutgoingMail } from '../infra/mail.ts';

type Invitation = {
  guest: { name: string | null; email: string };
  /** The loved one's name, or null while the family has not given it. */
  lovedOneName: string | null;
  senderName: string;
  gatherings: readonly DescribedGathering[];
  /** The page's address, opened at its gatherings, where each one has its reply form. */
  replyUrl: string;
};

const gatheringLines = (gathering: DescribedGathering) => [
  gathering.name,
  gathering.day,
  ...(gathering.time ? [gathering.time] : []),
  ...(gathering.place ? [gathering.place] : []),
  '',
];

/** One guest's invitation: their name, the gatherings still to come, and where to reply. Plain and calm. */
export function invitationMail(invitation: Invitation): OutgoingMail {
  const { guest, lovedOneName, senderName, gatherings, replyUrl } = invitation;
  const remembered = lovedOneName ?? 'someone dear to them';
  return {
    to: guest.email,
    subject: lovedOneName ? `Remembering ${lovedOneName}` : 'An invitation to remember together',
    text: [
      guest.name ? `Dear ${guest.name},` : 'Hello,',
      '',
      `${senderName} would like you to know when family and friends will gather to remember ${remembered}.`,
      '',
      ...(gatherings.length > 0
        ? gatherings.flatMap(gatheringLines)
        : ['The details will be on the memorial page once they are settled.', '']),
      'You can read more on the memorial page, and let the family know there whether you plan to come:',
      replyUrl,
      '',
      'There is no need to explain if you cannot come.',
      '',
      '—',
      `${senderName} sent this through Harbor and put your address on the guest list for this page.`,
    ].join('\n'),
  };
}

import { isOwnPlan, type ProfileKind } from '#shared/loved-ones/profile-kind.ts';
import { INVITATION_VALID_DAYS, OWN_PLAN_TEAM_WORDS, relationshipLabel } from '#shared/team/invitation.ts';
import type { OutgoingMail } from '../infra/mail.ts';

type InvitationMailFacts = {
  to: string;
  invitedFirstName: string;
  inviterName: string;
  /** Null while the relationship stands in for a name not given: the mail then names no one. */
  lovedOneName: string | null;
  /** One's own plans: the inviter is the planner, alive, and nothing in the mail speaks of a loss. */
  kind: ProfileKind;
  relationship: string | null;
  personalMessage: string | null;
  url: string;
};

function teamLine({ lovedOneName, relationship }: InvitationMailFacts): string {
  if (!lovedOneName) return 'join the family & friends team on Harbor';
  const label = relationshipLabel(relationship).toLowerCase();
  return `join the family & friends team for ${lovedOneName} on Harbor${label ? `, as ${lovedOneName}’s ${label}` : ''}`;
}

/** What the mail opens with and its subject: a loss names who the team is for; a plan is the inviter's own. */
function invitationWords(facts: InvitationMailFacts) {
  if (isOwnPlan(facts.kind)) {
    return {
      invitation: OWN_PLAN_TEAM_WORDS.invitation(facts.inviterName),
      about: OWN_PLAN_TEAM_WORDS.about,
      subject: OWN_PLAN_TEAM_WORDS.subject(facts.inviterName),
    };
  }
  return {
    invitation: `${facts.inviterName} has invited you to ${teamLine(facts)}.`,
    about: 'Harbor helps a family share the tasks that follow a loss, so no one carries them alone.',
    subject: facts.lovedOneName
      ? `${facts.inviterName} invited you to help with ${facts.lovedOneName}’s affairs on Harbor`
      : `${facts.inviterName} invited you to help on Harbor`,
  };
}

/** Plain text only: the personal message is quoted exactly as typed and never becomes markup. */
export function composeInvitationMail(facts: InvitationMailFacts): OutgoingMail {
  const words = invitationWords(facts);
  const lines = [`Hello ${facts.invitedFirstName},`, '', words.invitation, words.about];
  if (facts.personalMessage) {
    lines.push(
      '',
      `A message from ${facts.inviterName}:`,
      '',
      ...facts.personalMessage.split('\n').map((l) => `> ${l}`),
    );
  }
  lines.push(
    '',
    'To accept, open this link:',
    facts.url,
    '',
    `The link works once and expires in ${INVITATION_VALID_DAYS} days. If you were not expecting this, you can ignore this mail.`,
  );
  return { to: facts.to, subject: words.subject, text: lines.join('\n') };
}

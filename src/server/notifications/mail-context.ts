import type { NotificationKind } from '#shared/notifications/notification-kinds.ts';
import type { Config } from '../env.ts';
import type { OutgoingMail } from '../infra/mail.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** What a notification mail needs to link back to Harbor and to sign its unsubscribe link. */
export type MailContext = Pick<Config, 'appUrl' | 'authSecret'>;

const unsubscribeUrl = (context: MailContext, userId: string, kind: NotificationKind) =>
  `${context.appUrl}/unsubscribe/${signUnsubscribeToken(context.authSecret, { userId, kind })}`;

const FOOTERS: Record<NotificationKind, string> = {
  digest: 'You get this weekly digest because you help look after these tasks.',
  assignment: 'You get this notice when a task is assigned to you.',
  completion: 'You get this notice when a task you assigned is completed.',
  anniversary: 'You get these notes because you asked Harbor to remember these days with you.',
  tribute: 'You get this notice when someone leaves a tribute on a memorial page you look after.',
};

/**
 * Adds the footer link and the RFC 8058 one-click headers: mail apps show their own "Unsubscribe"
 * button and POST to the same address, which works without signing in.
 */
export function withUnsubscribe(
  context: MailContext,
  recipient: { userId: string; email: string },
  kind: NotificationKind,
  mail: { subject: string; text: string },
): OutgoingMail {
  const url = unsubscribeUrl(context, recipient.userId, kind);
  return {
    to: recipient.email,
    subject: mail.subject,
    text: [
      mail.text,
      '',
      '—',
      FOOTERS[kind],
      `To stop these, open ${url} (or change them in Account Settings).`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

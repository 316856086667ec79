import type { Config } from '../env.ts';

/** 'not_configured': production without SMTP, so the mail never leaves the server. */
type InvitationDelivery = 'queued' | 'sent' | 'failed' | 'not_configured';

export function deliveryOf(
  config: Config,
  mailStatus: 'pending' | 'sent' | 'failed' | null,
): InvitationDelivery {
  if (config.isProduction && !config.smtpUrl) return 'not_configured';
  if (mailStatus === 'sent') return 'sent';
  if (mailStatus === 'failed') return 'failed';
  return 'queued';
}

import { TEAM_MESSAGES } from '#shared/team/team.ts';
import { toast } from '#web/components/ui/toaster.tsx';

/** Copies and says so ('Link copied!' / 'Unable to copy link'); the clipboard can be refused by the browser. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(TEAM_MESSAGES.linkCopied);
    return true;
  } catch {
    toast.error(TEAM_MESSAGES.copyFailed);
    return false;
  }
}

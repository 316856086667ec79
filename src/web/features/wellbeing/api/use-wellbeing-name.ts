import { wellbeingNameOf } from '#shared/wellbeing/wellbeing-name.ts';
import { useDashboard } from '../../dashboard/api/get-dashboard.ts';

/**
 * The first name the wellbeing tools speak of the person who died by (wellbeingNameOf), from the loved
 * ones the main dashboard lists: usually cached by now. Null until it answers, and when not `enabled`.
 */
export function useWellbeingName({ enabled = true }: { enabled?: boolean } = {}): string | null {
  const lovedOnes = useDashboard(null, { enabled }).data?.lovedOnes;
  return enabled && lovedOnes ? wellbeingNameOf(lovedOnes) : null;
}

/**
 * How the person held an asset (issue 23): it decides whether the asset goes through probate. Only
 * what they owned alone (or as a tenant in common) does; the others pass to someone directly, by the
 * account's own terms or by the trust. Null: the family does not know yet.
 */
export const OWNERSHIPS = ['sole', 'joint_survivorship', 'payable_on_death', 'beneficiary', 'trust'] as const;
export type Ownership = (typeof OWNERSHIPS)[number];

export const OWNERSHIP_LABELS: Readonly<Record<Ownership, string>> = {
  // A tenancy-in-common share goes through probate as what they owned alone does.
  sole: 'In their name alone, or as a tenant in common',
  joint_survivorship: 'Jointly, with right of survivorship',
  payable_on_death: 'Payable or transfer on death (POD / TOD)',
  beneficiary: 'A named beneficiary (life insurance, retirement account)',
  trust: 'Held in a trust',
};

/** Whether the asset passes outside probate; null while nobody knows how it was held. */
export function passesOutsideProbate(ownership: Ownership | null): boolean | null {
  if (ownership === null) return null;
  return ownership !== 'sole';
}

// The spec's advice figures (part 2, section 9). Hub copy interpolates these so one change
// updates every tip, phase and deadline, and the tests can check them against the spec.
export const ADVICE_FIGURES = {
  deathCertificateCopies: '10-15',
  probateSimpleEstate: '6-9 months',
  probateComplexEstate: '12+ months',
  lifeInsuranceClaimTip: 'within 30 days',
  lifeInsuranceClaimDeadline: 'within 30-60 days',
  finalIncomeTaxDue: 'April 15 of the following year',
  estateTaxReturnDue: 'within 9 months of death',
} as const;

// The 50 states and the District of Columbia with USPS codes and 2-digit FIPS codes.
// Territories are left out on purpose: the checklist's guidance (probate, vital records,
// estate tax) is written for the states and DC only.
export const US_STATES = [
  { code: 'AL', name: 'Alabama', fips: '01' },
  { code: 'AK', name: 'Alaska', fips: '02' },
  { code: 'AZ', name: 'Arizona', fips: '04' },
  { code: 'AR', name: 'Arkansas', fips: '05' },
  { code: 'CA', name: 'California', fips: '06' },
  { code: 'CO', name: 'Colorado', fips: '08' },
  { code: 'CT', name: 'Connecticut', fips: '09' },
  { code: 'DE', name: 'Delaware', fips: '10' },
  { code: 'DC', name: 'District of Columbia', fips: '11' },
  { code: 'FL', name: 'Florida', fips: '12' },
  { code: 'GA', name: 'Georgia', fips: '13' },
  { code: 'HI', name: 'Hawaii', fips: '15' },
  { code: 'ID', name: 'Idaho', fips: '16' },
  { code: 'IL', name: 'Illinois', fips: '17' },
  { code: 'IN', name: 'Indiana', fips: '18' },
  { code: 'IA', name: 'Iowa', fips: '19' },
  { code: 'KS', name: 'Kansas', fips: '20' },
  { code: 'KY', name: 'Kentucky', fips: '21' },
  { code: 'LA', name: 'Louisiana', fips: '22' },
  { code: 'ME', name: 'Maine', fips: '23' },
  { code: 'MD', name: 'Maryland', fips: '24' },
  { code: 'MA', name: 'Massachusetts', fips: '25' },
  { code: 'MI', name: 'Michigan', fips: '26' },
  { code: 'MN', name: 'Minnesota', fips: '27' },
  { code: 'MS', name: 'Mississippi', fips: '28' },
  { code: 'MO', name: 'Missouri', fips: '29' },
  { code: 'MT', name: 'Montana', fips: '30' },
  { code: 'NE', name: 'Nebraska', fips: '31' },
  { code: 'NV', name: 'Nevada', fips: '32' },
  { code: 'NH', name: 'New Hampshire', fips: '33' },
  { code: 'NJ', name: 'New Jersey', fips: '34' },
  { code: 'NM', name: 'New Mexico', fips: '35' },
  { code: 'NY', name: 'New York', fips: '36' },
  { code: 'NC', name: 'North Carolina', fips: '37' },
  { code: 'ND', name: 'North Dakota', fips: '38' },
  { code: 'OH', name: 'Ohio', fips: '39' },
  { code: 'OK', name: 'Oklahoma', fips: '40' },
  { code: 'OR', name: 'Oregon', fips: '41' },
  { code: 'PA', name: 'Pennsylvania', fips: '42' },
  { code: 'RI', name: 'Rhode Island', fips: '44' },
  { code: 'SC', name: 'South Carolina', fips: '45' },
  { code: 'SD', name: 'South Dakota', fips: '46' },
  { code: 'TN', name: 'Tennessee', fips: '47' },
  { code: 'TX', name: 'Texas', fips: '48' },
  { code: 'UT', name: 'Utah', fips: '49' },
  { code: 'VT', name: 'Vermont', fips: '50' },
  { code: 'VA', name: 'Virginia', fips: '51' },
  { code: 'WA', name: 'Washington', fips: '53' },
  { code: 'WV', name: 'West Virginia', fips: '54' },
  { code: 'WI', name: 'Wisconsin', fips: '55' },
  { code: 'WY', name: 'Wyoming', fips: '56' },
] as const;

export type UsState = (typeof US_STATES)[number];
export type UsStateCode = UsState['code'];

// A tuple (not just a union) so z.enum(US_STATE_CODES) can be built from it.
export const US_STATE_CODES = US_STATES.map((state) => state.code) as unknown as readonly [
  UsStateCode,
  ...UsStateCode[],
];

const STATES_BY_CODE: ReadonlyMap<string, UsState> = new Map(US_STATES.map((state) => [state.code, state]));
const STATES_BY_FIPS: ReadonlyMap<string, UsState> = new Map(US_STATES.map((state) => [state.fips, state]));
const STATES_BY_NAME: ReadonlyMap<string, UsState> = new Map(
  US_STATES.map((state) => [state.name.toLowerCase(), state]),
);

export function isUsStateCode(value: unknown): value is UsStateCode {
  return typeof value === 'string' && STATES_BY_CODE.has(value);
}

export function stateByCode(code: string): UsState | undefined {
  return STATES_BY_CODE.get(code.trim().toUpperCase());
}

export function stateByFips(fips: string): UsState | undefined {
  return STATES_BY_FIPS.get(fips.trim().padStart(2, '0'));
}

/** Accepts what people and older stored answers actually hold: 'TX', 'tx', 'Texas' or '48'. */
export function findState(codeNameOrFips: string): UsState | undefined {
  const value = codeNameOrFips.trim();
  if (/^\d{1,2}$/.test(value)) return stateByFips(value);
  return stateByCode(value) ?? STATES_BY_NAME.get(value.toLowerCase());
}

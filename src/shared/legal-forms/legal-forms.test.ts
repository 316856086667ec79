import { describe, expect, it } from 'vitest';
import {
  aprilFifteenthAfter,
  LEGAL_FORM_GROUPS,
  LEGAL_FORMS,
  LEGAL_FORMS_CHECKED_ON,
  legalFormsByGroup,
  nextWeekday,
  nineMonthsAfter,
  yearsAfter,
} from './legal-forms.ts';

const formById = (id: string) => {
  const form = LEGAL_FORMS.find((candidate) => candidate.id === id);
  if (!form) throw new Error(`no form ${id}`);
  return form;
};

describe('legal forms library', () => {
  it('lists the fourteen federal forms an executor meets, each once', () => {
    expect(LEGAL_FORMS.map((form) => form.number)).toEqual([
      'Form 56',
      'Form 1310',
      'Form 1040 (final return)',
      'Form 1041',
      'Form 706',
      'Form 4768',
      'Form SS-4',
      'Form 4506-T',
      'Form SSA-8',
      'VA Form 21P-530EZ',
      'VA Form 21P-534EZ',
      'VA Form 40-1330',
      'VA Form 40-0247',
      'SF-180',
    ]);
    expect(new Set(LEGAL_FORMS.map((form) => form.id)).size).toBe(LEGAL_FORMS.length);
  });

  it('links every form to its agency’s own page over https', () => {
    const agencies = ['www.irs.gov', 'www.ssa.gov', 'www.va.gov', 'www.archives.gov'];
    for (const form of LEGAL_FORMS) {
      const url = new URL(form.url);
      expect(url.protocol, form.id).toBe('https:');
      expect(agencies, form.id).toContain(url.hostname);
    }
    expect(formById('irs-706').url).toBe('https://www.irs.gov/forms-pubs/about-form-706');
    expect(formById('ssa-8').url).toBe('https://www.ssa.gov/forms/ssa-8.html');
  });

  it('says what each form is for, who files it and when, in tidy words', () => {
    for (const form of LEGAL_FORMS) {
      for (const text of [form.number, form.name, form.purpose, form.whoFiles, form.when]) {
        expect(text.trim(), form.id).not.toBe('');
        expect(text, form.id).toBe(text.trim());
        expect(text, form.id).not.toMatch(/ {2}/);
        expect(text, form.id).not.toContain("'");
      }
    }
  });

  it('dates the check against the agencies’ pages with a real day', () => {
    expect(LEGAL_FORMS_CHECKED_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${LEGAL_FORMS_CHECKED_ON}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
      LEGAL_FORMS_CHECKED_ON,
    );
  });

  it('puts every form in one of the four groups, and every group has forms', () => {
    const groups = legalFormsByGroup(null);
    expect(groups.map((group) => group.title)).toEqual(['Taxes', 'Social Security', 'Veterans', 'Records']);
    expect(groups.flatMap((group) => group.forms)).toHaveLength(LEGAL_FORMS.length);
    for (const group of groups) expect(group.forms.length, group.id).toBeGreaterThan(0);
    expect(LEGAL_FORM_GROUPS).toHaveLength(4);
  });

  it('gives no date while the date of death is unknown', () => {
    for (const form of legalFormsByGroup(null).flatMap((group) => group.forms))
      expect(form.dueDate).toBeNull();
  });

  it('has no worked-out date for the forms with no deadline, nor for burial benefits (counted from the burial)', () => {
    const undated = LEGAL_FORMS.filter((form) => form.due === null).map((form) => form.id);
    expect(undated.sort()).toEqual(
      [
        'irs-56',
        'irs-1310',
        'irs-ss-4',
        'irs-4506-t',
        'va-21p-530ez',
        'va-40-1330',
        'va-40-0247',
        'sf-180',
      ].sort(),
    );
    expect(formById('va-21p-530ez').when).toContain('within 2 years of the burial');
  });
});

describe('due dates from the date of death', () => {
  const dated = (dateOfDeath: string) =>
    Object.fromEntries(
      legalFormsByGroup(dateOfDeath)
        .flatMap((group) => group.forms)
        .map((form) => [form.id, form.dueDate]),
    );

  it('dues the final 1040 and a calendar-year 1041 on April 15 of the next year', () => {
    // April 15, 2027 is a Thursday.
    expect(dated('2026-03-03')['irs-1040-final']).toBe('2027-04-15');
    expect(dated('2026-12-31')['irs-1041']).toBe('2027-04-15');
    expect(aprilFifteenthAfter('2026-01-01')).toBe('2027-04-15');
  });

  it('moves a deadline off a weekend and off a DC holiday to the next business day', () => {
    // April 15, 2028 is a Saturday and Emancipation Day is kept Monday the 17th; April 15, 2029 is a
    // Sunday and Emancipation Day falls on Monday the 16th.
    expect(aprilFifteenthAfter('2027-06-01')).toBe('2028-04-18');
    expect(aprilFifteenthAfter('2028-06-01')).toBe('2029-04-17');
    // Nine months after March 25, 2025 is Christmas Day.
    expect(nineMonthsAfter('2025-03-25')).toBe('2025-12-26');
    // A state return moves off the weekend only.
    expect(nextWeekday('2028-04-15')).toBe('2028-04-17');
    expect(nextWeekday('2026-11-27')).toBe('2026-11-27');
  });

  it('dues Form 706, and Form 4768 with it, 9 months after the death', () => {
    const dates = dated('2026-03-03');
    expect(dates['irs-706']).toBe('2026-12-03');
    expect(dates['irs-4768']).toBe('2026-12-03');
    // 9 months after May 31 is February, which has no 31st: its last day (then a weekend moves it).
    expect(nineMonthsAfter('2026-05-31')).toBe('2027-03-01'); // Feb 28, 2027 is a Sunday
    expect(nineMonthsAfter('2027-05-31')).toBe('2028-02-29');
  });

  it('counts the lump-sum death payment 2 years and the survivors’ claim 1 year from the death', () => {
    const dates = dated('2026-03-03');
    expect(dates['ssa-8']).toBe('2028-03-03');
    expect(dates['va-21p-534ez']).toBe('2027-03-03');
    expect(yearsAfter('2028-02-29', 1)).toBe('2029-02-28');
  });

  it('says which dates the law fixes', () => {
    for (const form of LEGAL_FORMS) if (form.due) expect(form.due.fixedBy, form.id).toBe('law');
  });
});

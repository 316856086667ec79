import { describe, expect, it } from 'vitest';
import { US_STATES } from '../geo/us-states.ts';
import {
  ABA_LAWYER_REFERRAL_URL,
  ATTORNEY_FINDER_TEXT,
  attorneyFinderContent,
  HOW_FEES_WORK,
  NATIONAL_DIRECTORIES,
  QUESTIONS_TO_ASK,
  stateReferralFor,
} from './attorney-finder.ts';

describe('attorney finder content', () => {
  it('gives the loved one’s state’s referral service, with its phone as a tel: link when confirmed', () => {
    expect(stateReferralFor('FL')).toEqual({
      stateName: 'Florida',
      statewide: true,
      name: 'The Florida Bar Lawyer Referral Service',
      url: 'https://www.floridabar.org/',
      phone: { display: '(800) 342-8011', href: 'tel:+18003428011' },
      local: [],
    });
  });

  it('adds the city and county bar services with a confirmed phone, each as a tel: link', () => {
    expect(stateReferralFor('OH')?.local).toEqual([
      {
        area: 'Cleveland (Cuyahoga County)',
        name: 'Cleveland Metropolitan Bar Association Lawyer Referral Service',
        beforeCalling: 'Takes calls on Mondays and Tuesdays; its website finds a lawyer any day.',
        phone: { display: '(216) 696-3532', href: 'tel:+12166963532' },
      },
    ]);
    // Connecticut's court page lists four county programs by the counties they serve, unnamed.
    const connecticut = stateReferralFor('CT')?.local ?? [];
    expect(connecticut.map((service) => service.area)).toEqual([
      'Fairfield County',
      'Hartford, Litchfield, Middlesex, Tolland and Windham Counties',
      'New Haven County',
      'New London County',
    ]);
    expect(connecticut.every((service) => service.name === null && service.beforeCalling === null)).toBe(
      true,
    );
  });

  it('shows only the link when the state’s phone could not be confirmed', () => {
    const ohio = stateReferralFor('OH');
    expect(ohio?.stateName).toBe('Ohio');
    expect(ohio?.phone).toBeNull();
    expect(ohio?.url).toBe(ABA_LAWYER_REFERRAL_URL);
  });

  it('calls a row statewide exactly where it names the state’s own service rather than the ABA’s list', () => {
    expect(stateReferralFor('OH')?.statewide).toBe(false);
    expect(stateReferralFor('AK')).toMatchObject({ statewide: true, phone: null });
    for (const state of US_STATES) {
      const referral = stateReferralFor(state.code);
      expect(referral?.statewide, state.code).toBe(referral?.url !== ABA_LAWYER_REFERRAL_URL);
      expect(referral?.statewide, state.code).toBe(!referral?.name.startsWith('American Bar Association'));
    }
  });

  it('has a referral service for each of the 50 states and DC', () => {
    for (const state of US_STATES) {
      const referral = stateReferralFor(state.code);
      expect(referral?.stateName, state.code).toBe(state.name);
      expect(referral?.url, state.code).toMatch(/^https:\/\//);
    }
  });

  it('has no state service when no state is known, or the code is not a state', () => {
    expect(attorneyFinderContent(null).referral).toBeNull();
    expect(stateReferralFor('PR')).toBeNull();
    expect(stateReferralFor('')).toBeNull();
  });

  it('always lists the national directories, the questions and how fees work', () => {
    const content = attorneyFinderContent(null);
    expect(content.directories.map((directory) => directory.id)).toEqual([
      'actec',
      'naela',
      'lawhelp',
      'lsc',
      'aba',
    ]);
    expect(content.questions).toBe(QUESTIONS_TO_ASK);
    expect(content.fees).toBe(HOW_FEES_WORK);
  });

  it('links every directory to an https page and says in plain words what it is good for', () => {
    for (const directory of NATIONAL_DIRECTORIES) {
      expect(directory.url, directory.id).toMatch(/^https:\/\/[^\s]+$/);
      expect(directory.goodFor.length, directory.id).toBeGreaterThan(20);
    }
  });

  it('asks between 8 and 12 questions, each one a question', () => {
    expect(QUESTIONS_TO_ASK.length).toBeGreaterThanOrEqual(8);
    expect(QUESTIONS_TO_ASK.length).toBeLessThanOrEqual(12);
    for (const question of QUESTIONS_TO_ASK) expect(question).toMatch(/\?$/);
  });

  it('explains that fees are usually paid from the estate and to ask for an engagement letter', () => {
    const text = HOW_FEES_WORK.map((topic) => topic.text).join(' ');
    expect(text).toContain('paid from the estate');
    expect(text).toContain('engagement letter');
  });

  it('writes tidy text: no straight apostrophes, no double spaces', () => {
    const texts = [
      ...QUESTIONS_TO_ASK,
      ...HOW_FEES_WORK.flatMap((topic) => [topic.title, topic.text]),
      ...NATIONAL_DIRECTORIES.flatMap((directory) => [directory.name, directory.goodFor]),
    ];
    for (const text of texts) {
      expect(text).not.toContain("'");
      expect(text).not.toMatch(/ {2}/);
    }
  });
});

describe('attorney finder words', () => {
  it('names Rose Lane when no state is known and her name is, never "your loved one"', () => {
    expect(ATTORNEY_FINDER_TEXT.noStateText('Rose Lane')).toMatch(
      /^We don’t know yet which state Rose Lane lived in\. /,
    );
    const unnamed = ATTORNEY_FINDER_TEXT.noStateText(null);
    expect(unnamed).toMatch(
      /^We don’t know yet which state’s laws apply to the estate\. Once the state is on the profile/,
    );
    for (const text of [ATTORNEY_FINDER_TEXT.noStateText('Rose Lane'), unnamed]) {
      expect(text).not.toMatch(/loved one/i);
    }
  });
});

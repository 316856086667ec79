import { describe, expect, it } from 'vitest';
import { CRISIS_RESOURCES, SAFETY_RESOURCES } from './crisis-resources.ts';

const contactOf = (id: string) => SAFETY_RESOURCES.find((resource) => resource.id === id)?.contacts ?? [];

describe('safety lines for someone being hurt or threatened', () => {
  it('calls the National Domestic Violence Hotline at 1-800-799-7233, or texts START to 88788', () => {
    expect(contactOf('domestic-violence-hotline')).toEqual([
      { kind: 'call', label: 'Call 1-800-799-7233', display: '1-800-799-7233', href: 'tel:+18007997233' },
      { kind: 'text', label: 'Text START to 88788', display: '88788', href: 'sms:88788?&body=START' },
    ]);
  });

  it('calls the Childhelp National Child Abuse Hotline at 1-800-422-4453', () => {
    expect(contactOf('childhelp-hotline')).toEqual([
      { kind: 'call', label: 'Call 1-800-422-4453', display: '1-800-422-4453', href: 'tel:+18004224453' },
    ]);
  });

  it('has the crisis lines’ shape, day and night, and leaves the spec’s three crisis lines as they were', () => {
    for (const resource of SAFETY_RESOURCES) {
      expect(resource.availability, resource.id).toBe('Available 24/7');
      expect(resource.name.length, resource.id).toBeGreaterThan(0);
      expect(resource.description, resource.id).toContain(resource.contacts[0]!.display);
    }
    expect(CRISIS_RESOURCES.map((resource) => resource.id)).toEqual([
      '988-lifeline',
      'crisis-text-line',
      'samhsa-helpline',
    ]);
  });
});

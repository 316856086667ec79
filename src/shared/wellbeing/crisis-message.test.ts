import { describe, expect, it } from 'vitest';
import { CRISIS_RESOURCES, EMERGENCY_NOTE } from '../hubs/crisis-resources.ts';
import {
  CRISIS_RESOURCE_LINES,
  formatCrisisResourceList,
  includesEveryCrisisContact,
  REQUIRED_CRISIS_CONTACTS,
} from './crisis-message.ts';
import { GRIEF_SYSTEM_PROMPT } from './grief-system-prompt.ts';

describe('crisis message', () => {
  it('words every crisis line from the support hub, then 911', () => {
    expect(CRISIS_RESOURCE_LINES).toHaveLength(CRISIS_RESOURCES.length + 1);
    CRISIS_RESOURCES.forEach((resource, index) => {
      expect(CRISIS_RESOURCE_LINES[index]).toContain(resource.name);
    });
    expect(CRISIS_RESOURCE_LINES.at(-1)).toContain(EMERGENCY_NOTE.contact.display);
  });

  it('contains 988 call or text, HOME to 741741, 1-800-662-4357 and 911', () => {
    const list = formatCrisisResourceList();
    expect(list).toContain('call or text 988');
    expect(list).toContain('text HOME to 741741');
    expect(list).toContain('call 1-800-662-4357');
    expect(list).toContain('call 911');
    expect(includesEveryCrisisContact(list)).toBe(true);
  });

  it('puts each line on its own bullet', () => {
    expect(formatCrisisResourceList('- ').split('\n')).toEqual(
      CRISIS_RESOURCE_LINES.map((line) => `- ${line}`),
    );
  });

  it('notices when a contact is missing', () => {
    for (const contact of REQUIRED_CRISIS_CONTACTS) {
      expect(includesEveryCrisisContact(formatCrisisResourceList().replaceAll(contact, '…'))).toBe(false);
    }
  });
});

describe('GRIEF_SYSTEM_PROMPT', () => {
  it('gives all four crisis contacts', () => {
    expect(includesEveryCrisisContact(GRIEF_SYSTEM_PROMPT)).toBe(true);
  });

  it('sets the boundaries: not a person, not therapy, no diagnosis, no legal or medical advice', () => {
    expect(GRIEF_SYSTEM_PROMPT).toMatch(/not a person/);
    expect(GRIEF_SYSTEM_PROMPT).toMatch(/not therapy/);
    expect(GRIEF_SYSTEM_PROMPT).toMatch(/Never diagnose/);
    expect(GRIEF_SYSTEM_PROMPT).toMatch(/not legal, financial or medical advice/);
    expect(GRIEF_SYSTEM_PROMPT).toMatch(/Never make up phone numbers/);
  });

  it('asks for short, warm, reflective replies', () => {
    expect(GRIEF_SYSTEM_PROMPT).toMatch(/Listen first/);
    expect(GRIEF_SYSTEM_PROMPT).toMatch(/reflect the feeling/);
    expect(GRIEF_SYSTEM_PROMPT).toMatch(/short and warm/);
  });

  it("points to Harbor's checklist, hubs and tools, and to people", () => {
    for (const place of [
      'checklist',
      'legal hub',
      'financial hub',
      'accounts hub',
      'support hub',
      'grief journal',
      'guided exercises',
      'grief support group',
      'grief counsellor',
    ]) {
      expect(GRIEF_SYSTEM_PROMPT).toContain(place);
    }
  });

  it('puts safety before anything else', () => {
    expect(GRIEF_SYSTEM_PROMPT).toMatch(/respond to that before anything else, immediately/);
  });
});

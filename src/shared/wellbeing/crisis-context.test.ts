import { describe, expect, it } from 'vitest';
import { CRISIS_CONTEXT_MESSAGES, detectConversationCrisis } from './crisis-context.ts';

describe('detectConversationCrisis', () => {
  it('escalates a means that follows hopelessness', () => {
    expect(detectConversationCrisis(["there's a rope in the garage"]).level).toBe('concern');
    expect(detectConversationCrisis(["i can't do this anymore", "there's a rope in the garage"])).toEqual({
      level: 'crisis',
      categories: ['hopelessness', 'means'],
    });
  });

  it('does not reset on one ordinary message', () => {
    expect(detectConversationCrisis(['i want to kill myself', 'ok']).level).toBe('crisis');
    expect(detectConversationCrisis(['i just took all my pills', 'sorry']).level).toBe('emergency');
  });

  it('makes an ambiguous act an emergency after earlier signs', () => {
    expect(detectConversationCrisis(["i'm doing it right now"]).level).toBe('concern');
    expect(detectConversationCrisis(['i have a plan', "i'm doing it right now"]).level).toBe('emergency');
  });

  it(`forgets what was said more than ${CRISIS_CONTEXT_MESSAGES} messages ago`, () => {
    const later = Array.from({ length: CRISIS_CONTEXT_MESSAGES }, () => 'thank you');
    expect(detectConversationCrisis(['i feel hopeless', ...later]).level).toBe('none');
  });

  it('stays quiet on a grief conversation', () => {
    const messages = ['my mom died in march', 'this paperwork is killing me', "i'm dead tired", 'ok'];
    expect(detectConversationCrisis(messages)).toEqual({ level: 'none', categories: [] });
  });
});

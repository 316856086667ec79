import { describe, expect, it } from 'vitest';
import { loadCrisisEval } from './crisis-eval/crisis-eval.ts';
import { formatCrisisResourceList } from './crisis-message.ts';
import { type ChatTurn, offlineCompanionReply } from './offline-companion.ts';
import { endOfWholeSentences, findReplyProblems } from './reply-safety.ts';

/** The reply a clinical reviewer had a fake model send: every problem at once. */
const REVIEWERS_REPLY =
  "I'm sorry he committed suicide. At least he's in a better place now. A lethal dose of his pills is about 40 tablets. Call my friend at 555-867-5309.";

const problemsOf = (texts: readonly string[]) =>
  Object.fromEntries(texts.map((text) => [text, findReplyProblems(text)]));
const each = (texts: readonly string[], problems: string[]) =>
  Object.fromEntries(texts.map((text) => [text, problems]));

describe('findReplyProblems', () => {
  it('finds each problem in the reviewer’s reply, sentence by sentence', () => {
    expect(findReplyProblems(REVIEWERS_REPLY)).toEqual([
      'means',
      'suicide-wording',
      'unlisted-number',
      'cliche',
    ]);
    const sentences = REVIEWERS_REPLY.split(/(?<=\.) /);
    expect(sentences.map(findReplyProblems)).toEqual([
      ['suicide-wording'],
      ['cliche'],
      ['means'],
      ['unlisted-number'],
    ]);
  });

  it('finds doses, lethality, how long dying takes and how it is done', () => {
    const texts = [
      'A lethal dose is about 40 tablets.',
      'That would be lethal.',
      'The fatal amount depends on the person.',
      'The overdose amount for that medicine is about 5 g.',
      'Forty tablets would be enough.',
      'Around 30 of his pills would kill someone his size.',
      'A whole bottle could stop the heart.',
      'Taking 2,000 mg at once could be fatal.',
      'How many pills would it take?',
      'You asked how many tablets it would take to die.',
      'How much of it would kill a person?',
      'It can take around 10 minutes to lose consciousness.',
      'How long it takes to die depends on the method.',
      'How long does it take for someone to bleed out?',
      'Here is how to hang a rope safely.',
      'The most painless way to die is not something I can tell you.',
      'Suicide methods vary.',
    ];
    expect(problemsOf(texts)).toEqual(each(texts, ['means']));
  });

  it('lets ordinary grief talk, medicine as prescribed and how someone died pass', () => {
    const texts = [
      'Take your time. There is no rush.',
      'Did you manage to take the two tablets of paracetamol the doctor gave you?',
      'Your doctor can talk with you about the sleeping tablets.',
      'I’m so sorry your son died of an overdose.',
      'Your brother died by suicide two years ago, and the anniversary is close.',
      'Are you having thoughts of ending your life?',
      'Are you thinking about killing yourself? Asking does not put the idea in your head.',
      'Try to eat at least once a day, even something small.',
      'Rest for at least a few minutes, or at least until the kettle boils.',
      'Breathe in for 4, hold for 4, out for 4, hold for 4.',
      'Name 5 things you can see, 4 you can feel and 3 you can hear.',
      'How much longer will it take for probate to finish?',
      'The funeral is on 2026-10-12, and the estate was worth $1,800,772.',
      'It has been 365 days. Some days it still feels like 1,000 years.',
      'This paperwork is killing you, and that is a lot to carry.',
      'I hope you can get to a better place with the paperwork soon.',
      'Your feelings are there for a reason; they make sense.',
    ];
    expect(problemsOf(texts)).toEqual(each(texts, []));
  });

  it('finds the wording suicide-loss guidance asks us to avoid', () => {
    const texts = [
      'I’m sorry he committed suicide.',
      'People who commit suicide are often in pain.',
      'It was a successful suicide.',
      'An unsuccessful suicide attempt is still serious.',
      'After a failed suicide attempt, people need care.',
      'Completed suicide is rare.',
    ];
    expect(problemsOf(texts)).toEqual(each(texts, ['suicide-wording']));
  });

  it('finds the clichés, with a curly apostrophe or a straight one', () => {
    const texts = [
      'She’s in a better place now.',
      "He's gone to a better place.",
      'Everything happens for a reason.',
      'Maybe it all happened for a reason.',
      'At least he’s not suffering any more.',
      "At least you had 40 years together. That's a gift.",
      'At least the pain is over for her.',
    ];
    expect(problemsOf(texts)).toEqual(each(texts, ['cliche']));
  });

  it('finds any number to call or text that is not one of Harbor’s help lines', () => {
    const texts = [
      'Call my friend at 555-867-5309.',
      'You could call (212) 555-0100 in the morning.',
      'The old line was 1-800-273-8255.',
      'Call 5558675309 any time.',
      'Their number is 867-5309.',
      'Veterans can text 838255.',
      'Ring them on 0207 123 456.',
      'From abroad, call +44 800 772 1213.',
    ];
    expect(problemsOf(texts)).toEqual(each(texts, ['unlisted-number']));
  });

  it('lets Harbor’s own help lines through however they are written', () => {
    const texts = [
      formatCrisisResourceList(),
      'Please call 911 now. Or call Poison Control at 1-800-222-1222.',
      'You can call or text 988, or text HOME to 741741.',
      'SAMHSA’s helpline is (800) 662-4357, or +1 800 662 4357.',
      'Call 1-800-799-7233 or text START to 88788.',
      'Childhelp is at 1-800-422-4453.',
    ];
    expect(problemsOf(texts)).toEqual(each(texts, []));
  });

  it('passes every reply the built-in companion gives to the crisis evaluation set, which replaces a held reply', () => {
    const { crisis, ordinary } = loadCrisisEval();
    const earlier: ChatTurn[] = [
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'How are you doing today?' },
    ];
    // Every other message as the first of a conversation, so the companion's introduction is read too.
    const failing = [...crisis, ...ordinary].flatMap(({ text }, index) => {
      const reply = offlineCompanionReply({ message: text, history: index % 2 ? earlier : [] }).text;
      const problems = findReplyProblems(reply);
      return problems.length > 0 ? [{ text, reply, problems }] : [];
    });
    expect(failing).toEqual([]);
  });
});

describe('endOfWholeSentences', () => {
  it('ends after the last full stop, question or exclamation mark and its space, or a line break', () => {
    expect(endOfWholeSentences('I am listening. Tell me')).toBe('I am listening. '.length);
    expect(endOfWholeSentences('Are you safe? Is someone with you?” I')).toBe(
      'Are you safe? Is someone with you?” '.length,
    );
    expect(endOfWholeSentences('First line\nsecond')).toBe('First line\n'.length);
    expect(endOfWholeSentences('Still being written')).toBe(0);
  });

  it('never cuts a number or a sentence whose space has not come yet', () => {
    expect(endOfWholeSentences('Call 555.867')).toBe(0);
    expect(endOfWholeSentences('About 3.5')).toBe(0);
    expect(endOfWholeSentences('I am here.')).toBe(0);
  });
});

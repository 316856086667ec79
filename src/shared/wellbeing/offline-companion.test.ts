import { describe, expect, it } from 'vitest';
import { includesEveryCrisisContact } from './crisis-message.ts';
import { isGuidedExerciseId } from './guided-exercises.ts';
import { isJournalPromptId } from './journal-prompts.ts';
import {
  type ChatTurn,
  type CompanionReply,
  detectEmotions,
  detectPracticalTopics,
  HARBOR_PLACES,
  OFFLINE_COMPANION_INTRO,
  offlineCompanionReply,
} from './offline-companion.ts';

const EARLIER: readonly ChatTurn[] = [
  { role: 'user', content: 'hello' },
  { role: 'assistant', content: `${OFFLINE_COMPANION_INTRO}\n\nHow are you doing today?` },
];

const reply = (message: string, history: readonly ChatTurn[] = EARLIER) =>
  offlineCompanionReply({ message, history });

/** Plays a conversation through the companion, feeding each reply back into the history. */
function converse(messages: readonly string[]): CompanionReply[] {
  const history: ChatTurn[] = [];
  return messages.map((message) => {
    const answer = offlineCompanionReply({ message, history });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: answer.text });
    return answer;
  });
}

describe('offline companion: honesty', () => {
  it('says on the first turn that it is a simple built-in companion, not a person', () => {
    for (const message of ['hi', 'My dad died on Tuesday', 'I need help with probate', 'I feel numb']) {
      const answer = reply(message, []);
      expect(answer.text.startsWith(OFFLINE_COMPANION_INTRO)).toBe(true);
    }
    expect(OFFLINE_COMPANION_INTRO).toMatch(/simple program/);
    expect(OFFLINE_COMPANION_INTRO).toMatch(/not a person/);
    expect(OFFLINE_COMPANION_INTRO).toMatch(/not an AI model/);
  });

  it('does not repeat the introduction on later turns', () => {
    expect(reply('My dad died on Tuesday').text).not.toContain(OFFLINE_COMPANION_INTRO);
  });

  it('answers plainly when asked whether it is a person or an AI', () => {
    for (const question of [
      'Are you a real person?',
      'are you a bot',
      'Am I talking to a human?',
      'who are you',
    ]) {
      const answer = reply(question);
      expect(answer.kind).toBe('about');
      expect(answer.text).toContain('not a person');
      expect(answer.text).toContain('not an AI model');
    }
  });
});

describe('offline companion: crisis safety', () => {
  const CRISIS_MESSAGES = [
    'I want to die',
    "I'm going to kill myself tonight",
    'i wanna end it all',
    'Everyone would be better off without me',
    "There's no reason to live anymore",
    'I keep wanting to hurt myself',
    "I'm not safe at home, he's going to hurt me",
    "I'm going to kill him",
  ];

  it.each(CRISIS_MESSAGES)('leads with the crisis reply and all four contacts: %s', (message) => {
    for (const history of [[], EARLIER]) {
      const answer = reply(message, history);
      expect(answer.kind).toBe('crisis');
      expect(answer.crisis.level).toBe('crisis');
      expect(includesEveryCrisisContact(answer.text)).toBe(true);
      expect(answer.text.startsWith(OFFLINE_COMPANION_INTRO)).toBe(false);
      expect(answer.text).toContain('not a person');
      expect(answer.suggestions[0]).toEqual({ kind: 'crisis-resources' });
    }
  });

  it('puts the crisis reply before any practical or emotional content in the same message', () => {
    const answer = reply('I have to sort out probate and I feel so guilty, I just want to die');
    expect(answer.kind).toBe('crisis');
    expect(answer.text).not.toMatch(/legal hub|probate/);
  });

  it('answers an overdose under way in short sentences: 911 now, then Poison Control', () => {
    const answer = reply('I took all my sleeping pills');
    expect(answer.crisis.level).toBe('emergency');
    expect(answer.text.split('\n')[0]).toBe('Please call 911 now.');
    expect(answer.text).toContain('Poison Control at 1-800-222-1222');
    expect(includesEveryCrisisContact(answer.text)).toBe(true);
  });

  it('answers what the person said: replaying the hospital, and nights without sleep', () => {
    const replaying = reply('I keep replaying the last night at the hospital');
    expect(replaying.text).toMatch(/^Images from that time can keep coming back/);
    expect(replaying.suggestions).toContainEqual({ kind: 'place', place: 'support-hub' });
    const sleepless = reply("I can't sleep since she died");
    expect(sleepless.text).toMatch(/^Sleep is often one of the first things grief takes/);
    expect(sleepless.text).not.toContain(OFFLINE_COMPANION_INTRO);
  });

  it('never asks someone who found the person to go over it, and names a trauma counsellor', () => {
    for (const message of [
      'I found him in the garage, I keep seeing his face',
      'I was the one who found her',
      'I watched him die and I can’t get the picture out of my head',
    ]) {
      const answer = reply(message);
      expect(answer.text, message).toContain(
        'Images from that time can keep coming back, especially if you were the one who found them or saw something no one should have to see. That’s a common reaction, not a sign something is wrong with you. You don’t have to go over it in detail.',
      );
      expect(answer.text, message).toMatch(
        /grief or trauma counsellor can really help; the support hub lists them/,
      );
      expect(answer.text, message).not.toMatch(
        /write the whole story|start to finish|tell me (?:more|what happened)/i,
      );
      expect(answer.suggestions, message).not.toContainEqual({ kind: 'place', place: 'grief-journal' });
    }
  });

  it('reads the conversation: a means after hopelessness gets the crisis reply', () => {
    const earlier = [
      { role: 'user' as const, content: "I can't go on without him" },
      { role: 'assistant' as const, content: 'I hear you.' },
    ];
    expect(reply('I have his gun', []).crisis.level).toBe('concern');
    expect(reply('I have his gun', earlier).crisis.level).toBe('crisis');
  });

  it('opens with 911 when someone is in danger', () => {
    expect(reply("He's threatening to kill me").text.split('\n')[0]).toMatch(/call 911/);
  });

  it('checks in, asks directly and still lists all four contacts for a worrying but unclear message', () => {
    for (const message of [
      "I can't go on without her",
      'I just want to be with him again',
      "I'm a burden to everyone",
    ]) {
      const answer = reply(message);
      expect(answer.kind).toBe('check-in');
      expect(answer.crisis.level).toBe('concern');
      expect(answer.text).toMatch(/ask you directly/);
      expect(includesEveryCrisisContact(answer.text)).toBe(true);
    }
  });

  it('speaks to the worry when the person at risk is someone else', () => {
    const answer = reply('My sister keeps saying she wants to die');
    expect(answer.kind).toBe('check-in');
    expect(answer.text).toMatch(/worried about someone/);
    expect(includesEveryCrisisContact(answer.text)).toBe(true);
  });

  it('asks about safety on the turn after a crisis, with the contacts again', () => {
    const [, after] = converse(['I want to kill myself', 'ok']);
    expect(after?.kind).toBe('check-in');
    expect(after?.text).toMatch(/Are you safe right now\?/);
    expect(includesEveryCrisisContact(after?.text ?? '')).toBe(true);
  });

  it('keeps mentioning 988 for a few turns after a crisis', () => {
    const replies = converse(['I want to kill myself', 'ok', 'I miss her', 'I feel so tired']);
    expect(replies[2]?.text).toContain('988');
    expect(replies[3]?.text).toContain('988');
  });

  it("treats 'dead inside' as numbness and mentions 988 softly (documented judgement call)", () => {
    const answer = reply('I feel dead inside since mum died');
    expect(answer.crisis.level).toBe('none');
    expect(answer.kind).toBe('reflection');
    expect(answer.emotions[0]).toBe('numbness');
    expect(answer.text).toMatch(/call or text 988/);
  });
});

describe('offline companion: listening and reflecting', () => {
  it.each([
    ["It's my fault, I should have noticed he was ill", 'guilt'],
    ["I'm so angry, it's not fair", 'anger'],
    ["I just feel numb, I haven't cried once", 'numbness'],
    ["I'm exhausted and I can't sleep", 'exhaustion'],
    ['I miss her so much and I keep crying', 'sadness'],
    ['I laughed today for the first time', 'good-moment'],
  ] as const)('reflects the feeling in: %s', (message, family) => {
    const answer = reply(message);
    expect(answer.kind).toBe('reflection');
    expect(answer.emotions[0]).toBe(family);
    expect(answer.text.length).toBeGreaterThan(40);
  });

  it('uses how the person was named, when it can tell', () => {
    const answers = converse(['hi', 'I lost my husband in May', 'I feel so guilty', 'if only I had called']);
    expect(answers.slice(1).some((answer) => answer.text.includes('your husband'))).toBe(true);
  });

  it('points to people when the person is lonely', () => {
    const answer = reply('I feel so alone since he died');
    expect(answer.kind).toBe('people');
    expect(answer.text).toMatch(/friend/);
    expect(answer.text).toMatch(/grief (?:support )?group/);
    expect(answer.text).toMatch(/counsellor/);
    expect(answer.suggestions).toContainEqual({ kind: 'place', place: 'support-hub' });
  });

  it('points to people when asked for someone to talk to', () => {
    expect(reply('I think I need to talk to someone').kind).toBe('people');
  });

  it('offers a breathing exercise when anxious', () => {
    const answer = reply("I'm so anxious all the time since the funeral");
    expect(answer.kind).toBe('breathing');
    expect(answer.text).toMatch(/Breathe in/);
    expect(answer.suggestions).toContainEqual({ kind: 'place', place: 'guided-exercises' });
  });

  it('offers grounding instead when breathing was already offered', () => {
    const answers = converse(['hi', 'I feel anxious', 'I still feel anxious']);
    expect(answers[1]?.kind).toBe('breathing');
    expect(answers[2]?.kind).toBe('grounding');
    expect(answers[2]?.text).toMatch(/5 things you can see/);
  });

  it('gives a breathing exercise when asked, and safety advice for panic', () => {
    expect(reply('Can you help me with a breathing exercise?').kind).toBe('breathing');
    const panic = reply("I'm having a panic attack");
    expect(panic.kind).toBe('breathing');
    expect(panic.text).toMatch(/call 911/);
  });

  it('answers panic first, with a longer out-breath and never a hold, however often it comes', () => {
    const first = reply("panic attack, I can't breathe", []);
    expect(first.kind).toBe('breathing');
    // The panic reply comes before who is answering, not after a paragraph about it.
    expect(first.text).toMatch(/^That sounds really frightening/);
    expect(first.text).toContain(OFFLINE_COMPANION_INTRO);
    expect(first.text.indexOf(OFFLINE_COMPANION_INTRO)).toBeGreaterThan(first.text.indexOf('for 6'));
    const replies = converse([
      "I'm having a panic attack",
      'my heart is racing and I feel panicky',
      'panic again, I cant breathe',
      "I'm panicking",
    ]);
    for (const answer of [first, ...replies]) {
      expect(answer.kind).toBe('breathing');
      expect(answer.text).toMatch(
        /\bin (?:gently )?through your nose for 4, (?:and|then) out (?:slowly )?through your mouth for 6/i,
      );
      expect(answer.text).not.toMatch(/hold for|box breathing|lungs empty/i);
      expect(answer.suggestions).toContainEqual({ kind: 'exercise', exerciseId: 'longer-out-breath' });
      expect(answer.suggestions).not.toContainEqual({ kind: 'exercise', exerciseId: 'box-breathing' });
    }
  });

  it('says box breathing’s holds can be skipped when holding makes it worse', () => {
    const box = converse([
      'hi',
      'Can you help me with a breathing exercise?',
      'another breathing exercise please',
    ])
      .map((answer) => answer.text)
      .find((text) => /box breathing/.test(text));
    expect(box).toContain('If holding your breath makes you feel more panicky, skip the holds.');
  });

  it('gives a breathing exercise when the person says yes to the offer in the introduction', () => {
    const [, answer] = converse(['hi', 'yes please']);
    expect(answer?.kind).toBe('breathing');
  });

  it('offers a journal prompt when asked', () => {
    const answer = reply("I don't know what to write in my journal");
    expect(answer.kind).toBe('journal');
    expect(answer.text).toMatch(/“.+…”/);
    const prompt = answer.suggestions.find((suggestion) => suggestion.kind === 'journal-prompt');
    expect(prompt && isJournalPromptId(prompt.promptId)).toBe(true);
  });

  it('listens when it recognises nothing in particular', () => {
    expect(reply('It was a Tuesday.').kind).toBe('listening');
  });

  it('greets, thanks and says goodbye', () => {
    expect(reply('hello again').kind).toBe('greeting');
    expect(reply('thank you').kind).toBe('thanks');
    const goodbye = reply('bye for now');
    expect(goodbye.kind).toBe('goodbye');
    expect(goodbye.text).toContain('988');
  });
});

describe('offline companion: drinking to cope, and a grieving child', () => {
  it.each([
    "I've been drinking a bottle of wine every night since he died",
    'I need a drink to get through the evenings',
    'smoking weed every night just to sleep',
    'I relapsed again after the funeral',
  ])('answers drinking or using to cope without judgement, with SAMHSA: %s', (message) => {
    const answer = reply(message);
    expect(answer.text).toMatch(/without being judged/);
    expect(answer.text).toContain('SAMHSA National Helpline');
    expect(answer.text).toContain('1-800-662-4357');
    // No amounts, no verdicts.
    expect(answer.text).not.toMatch(
      /\b(?:units?|glasses|drinks a|no more than|cut down to|too much|problem|addict|alcoholic)\b/i,
    );
    expect(answer.suggestions).toContainEqual({ kind: 'place', place: 'support-hub' });
  });

  it.each(['I’ve been drinking a lot of water', 'We had a drink at the wake'])(
    'does not read an ordinary drink as coping: %s',
    (message) => {
      expect(reply(message).text).not.toContain('SAMHSA');
    },
  );

  it.each([
    'How do I tell my 5-year-old that her dad died?',
    'My son keeps asking where Grandma went',
    'How do I explain death to my kids?',
    'How do I tell my kids about the funeral?',
  ])('suggests honest, simple words and the people who know the child: %s', (message) => {
    const answer = reply(message);
    expect(answer.text).toMatch(/honest, simple words/i);
    expect(answer.text).toContain('‘died’');
    expect(answer.text).toMatch(/rather than ‘went to sleep’ or ‘we lost him’/);
    expect(answer.text).toMatch(/the child’s doctor or school counsellor/);
  });

  it.each(['I lost my son', 'My daughter died in March', 'My son keeps asking about the will'])(
    'keeps the words for a grieving child to questions about one: %s',
    (message) => {
      expect(reply(message).text).not.toMatch(/school counsellor/);
    },
  );
});

describe('offline companion: practical next steps in Harbor', () => {
  it.each([
    ['How do I start probate?', 'legal-hub', /legal hub/],
    ['I am the executor and I have no idea what to do', 'legal-hub', /legal hub/],
    ['Where do I find the will?', 'legal-hub', /legal hub/],
    ['The bank froze her account', 'financial-hub', /financial hub/],
    ['Do I need to tell social security?', 'financial-hub', /financial hub/],
    ['How do I close his Facebook and email?', 'accounts-hub', /accounts hub/],
    ['How many copies of the death certificate do I need?', 'checklist', /checklist/],
    ['I have to plan the funeral', 'checklist', /checklist/],
    ['Where do I even start with everything?', 'checklist', /checklist/],
  ] as const)('%s → %s', (message, place, mention) => {
    const answer = reply(message);
    expect(answer.kind).toBe('practical');
    expect(answer.suggestions).toContainEqual({ kind: 'place', place });
    expect(answer.text).toMatch(mention);
  });

  it('says it cannot give legal or financial advice and names who can', () => {
    const answer = reply('Do I have to pay his credit card debt from the estate?');
    expect(answer.text).toMatch(/can't give legal or financial advice/);
    expect(answer.text).toMatch(/estate attorney|accountant/);
  });

  it('offers condolences before logistics when the person has just said who died', () => {
    expect(reply('My dad died on Tuesday and I have to plan the funeral').text).toMatch(
      /^I'm so sorry about your dad\./,
    );
  });

  it('acknowledges overwhelm before the practical pointer', () => {
    expect(reply("I'm so overwhelmed by all the probate paperwork").text).toMatch(
      /^It's completely understandable/,
    );
  });

  it('helps pick one thing when the person says yes to that offer', () => {
    const [offer, answer] = converse(['The bank keeps asking for forms', 'yes']);
    expect(offer?.text).toMatch(/pick just one thing/);
    expect(answer?.kind).toBe('practical');
    expect(answer?.suggestions).toEqual([{ kind: 'place', place: 'checklist' }]);
  });

  it('suggests a gentle walk when the person says yes to moving', () => {
    const [, , offer, answer] = converse(['hi', 'I feel fine', "I'm so angry it's not fair", 'yes']);
    expect(offer?.text).toMatch(/short walk/);
    expect(answer?.suggestions).toContainEqual({ kind: 'exercise', exerciseId: 'gentle-walk' });
  });
});

describe('offline companion: boundaries', () => {
  it.each([
    'Am I depressed?',
    'Do I have complicated grief?',
    'Should I take sleeping pills?',
    'What dose of melatonin should I take?',
  ])('does not diagnose or advise on medicine: %s', (question) => {
    const answer = reply(question);
    expect(answer.kind).toBe('boundaries');
    expect(answer.text).toMatch(/can't (?:diagnose|answer)|not able to answer/);
    expect(answer.text).toMatch(/doctor/);
  });

  it('reassures without judging when asked whether something is normal', () => {
    const answer = reply('Is it normal to still cry every day?');
    expect(answer.kind).toBe('reflection');
    expect(answer.text).toMatch(/no timetable/);
    expect(answer.text).toMatch(/doctor or a grief counsellor/);
  });

  it('never words a reply as a diagnosis', () => {
    const messages = [
      "I can't sleep and I'm not eating",
      'I cry every day, is that normal?',
      'I feel nothing at all',
      'I keep seeing him in crowds',
    ];
    for (const message of messages) {
      expect(reply(message).text).not.toMatch(
        /you (?:have|are suffering from|might have) (?:depression|ptsd|a disorder)/i,
      );
    }
  });
});

describe('offline companion: variety and determinism', () => {
  it('gives the same reply to the same conversation', () => {
    expect(reply('I miss him')).toEqual(reply('I miss him'));
  });

  it('does not repeat itself word for word turn after turn', () => {
    const conversations = [
      ['I miss her', 'I miss her', 'I miss her', 'I miss her', 'I miss her', 'I miss her'],
      ['ok', 'ok', 'ok', 'ok', 'ok'],
      ['hi', 'hi', 'hi', 'hi'],
      ['I feel anxious', 'I feel anxious', 'I feel anxious', 'I feel anxious', 'I feel anxious'],
      ['are you a bot?', 'are you a bot?', 'are you a bot?'],
      ['I want to die', 'I want to die', 'I want to die'],
      ["I can't go on", "I can't go on", "I can't go on"],
      ['I feel so alone', 'I feel so alone', 'I feel so alone', 'I feel so alone'],
      [
        'How do I start probate?',
        'How do I start probate?',
        'How do I start probate?',
        'How do I start probate?',
      ],
    ];
    for (const messages of conversations) {
      const texts = converse(messages).map((answer) => answer.text);
      for (let index = 1; index < texts.length; index++) expect(texts[index]).not.toBe(texts[index - 1]);
      expect(new Set(texts).size).toBeGreaterThan(1);
    }
  });
});

describe('offline companion: suggestions', () => {
  it('only suggests places, exercises and prompts that exist', () => {
    const messages = [
      'I feel anxious',
      'I want to write about her',
      'I need help with the bank and probate',
      'I feel so lonely',
      'I laughed today',
      'I feel guilty',
      'I feel guilty',
      'I feel guilty',
    ];
    for (const answer of converse(messages)) {
      for (const suggestion of answer.suggestions) {
        if (suggestion.kind === 'place') expect(HARBOR_PLACES[suggestion.place]).toBeDefined();
        if (suggestion.kind === 'exercise') expect(isGuidedExerciseId(suggestion.exerciseId)).toBe(true);
        if (suggestion.kind === 'journal-prompt') expect(isJournalPromptId(suggestion.promptId)).toBe(true);
      }
    }
  });

  it('offers a journal prompt that fits the feeling every few reflections', () => {
    const answers = converse(['hi', 'I feel guilty', 'I feel guilty', 'I feel guilty']);
    const prompts = answers
      .flatMap((answer) => answer.suggestions)
      .filter((s) => s.kind === 'journal-prompt');
    expect(prompts).toContainEqual({ kind: 'journal-prompt', promptId: 'what-i-keep-going-over' });
  });
});

describe('detectEmotions and detectPracticalTopics', () => {
  it('finds emotion families, most specific first', () => {
    expect(detectEmotions("I'm sad and I feel guilty")).toEqual(['guilt', 'sadness']);
    expect(detectEmotions("don't worry about me")).not.toContain('anxiety');
    expect(detectEmotions('The weather was nice')).toEqual([]);
  });

  it('finds practical topics', () => {
    expect(detectPracticalTopics('probate and the bank')).toEqual(['legal', 'financial']);
    expect(detectPracticalTopics('I will be fine')).toEqual([]);
    expect(detectPracticalTopics('her will leaves the house to me')).toEqual(['legal']);
  });
});

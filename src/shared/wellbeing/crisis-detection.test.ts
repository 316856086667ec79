import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CrisisLevel, detectCrisis, isAtLeast, normaliseCrisisText } from './crisis-detection.ts';

// Each row: what a person might type, and the level the check must give it.
const CRISIS: readonly string[] = [
  'I want to die',
  'i just want to die',
  'I wanna die',
  'i wana die tbh',
  'I want to be dead.',
  'I wish I was dead',
  'I wish I were dead.',
  'I wish I had died with her',
  'I wish I’d died in that crash instead of him',
  "I'm going to kill myself",
  'I’m gonna kill myself tonight',
  'I want to kill my self',
  'thinking about killing myself',
  'i want to kil myslef',
  'KILL MYSELF',
  'kms',
  'I want to end it all',
  'Ending it all seems like the only way out',
  'I am going to end my life',
  'I want to take my own life',
  "I'm ready to end it.",
  'There is no reason to live anymore',
  'no reason to live',
  'I have nothing left to live for',
  'Everyone would be better off without me',
  'they would be better of without me',
  "I'd be better off dead",
  "Life isn't worth living without him",
  "I don't want to live anymore",
  'I dont wanna be alive',
  'I don’t want to live without her',
  "I'm suicidal",
  "I've been having suicidal thoughts",
  'i feel sucidal',
  'I keep thinking about suicide',
  "I've thought about commiting suicide",
  'I want to hurt myself',
  "I've been cutting myself again",
  'I started self-harming again',
  "I'm going to overdose",
  'I want to take all my sleeping pills at once',
  "I've been stockpiling my pills",
  "I'm going to jump off a bridge",
  'I want to go to sleep and never wake up',
  "I hope I don't wake up tomorrow",
  "I'm tired of living",
  "what's the point of living",
  'Nobody would care if I died',
  'I want to unalive myself',
  'i feel s*icidal',
  'k1ll mys3lf',
  'I deserve to die',
  "I'd rather be dead than feel this",
  'I should just die',
  'I want to die so I can be with mum again',
  "I've written my suicide note",
  "I can't stop thinking about ending my life",
  "I'm thinking of hanging myself",
  "Honestly I don't think I want to live anymore",
  "I don't know if I want to be alive",
  'I want to slit my wrists',
  'i want too die',
  'I want to diiiie',
  'wish i wasnt alive',
  "I've lost the will to live",
  "I'm not okay, I want to die",
  'Mum died and I want to die too',
  'I MISS HER SO MUCH I WANT TO DIE!!!',
  'i want to dye',
  "I'm going to kill him",
  'I want to kill the driver who hit her',
  "He's going to hurt me, I'm scared",
  "I'm not safe at home",
  'he hit me again last night',
  'I want to OD on my meds',
  'I’ve been saving up my pills',
  'i think i might overdose tonight',
  "I don't see the point in living without her",
  "Life without him isn't worth living",
  'How many pills does it take to die?',
  "What's the easiest way to die",
  "I don't deserve to live",
  'i dont want to exist anymore',
  'I want to stop existing',
  "I'm better off dead",
  'I have a plan to end it',
  'ways to kill myself',
  'I feel like I want to die',
  "I'm going to hang myself",
  'I want to drive my car into a tree',
  'I hope I die in my sleep',
  // Missed until an audit on 2026-11-29 sent these through the chat: each got an ordinary reply.
  'I wish I could just die and be with him',
  'I wish I could just be dead',
  'i want to just not wake up',
  'I want to never wake up',
  'If I died nobody would care',
  'If I died no one would notice',
  'thinking bout taking all my pills',
  'thinking abt taking all my pills',
  'thinking about takin all my pills',
  "I'm thinking about taking my pills all at once",
  'I want die',
  "I have a bottle of pills and I'm going to take them all",
  "I have his pills and I'm going to take them all tonight",
];

const CONCERN: readonly string[] = [
  "I can't go on without her",
  'I just want to be with him again',
  'I feel like such a burden to everyone',
  "What's the point anymore",
  'whats the point',
  'I want the pain to stop',
  'I wish it had been me instead',
  "I'm not going to kill myself, don't worry",
  "I'm not suicidal, just so tired",
  'I would never hurt myself',
  'My sister keeps saying she wants to die',
  'my son is self harming',
  'my friend told me she is going to kill herself',
  'I could kill my brother for selling the car',
  'My brother is going to kill me when he finds out I lost the keys',
  'I want to disappear',
  'suicide crossed my mind',
  'i cant do this anymore',
  "I can't live without him",
  'My life is over',
  'I should have died instead of her',
  'I just want to go to sleep forever',
  'I wanted to die after the funeral',
  'nobody would even miss me',
  'I cant take it anymore',
  "I'm done with life",
  'I feel like dying',
  'I want out',
  "I'd rather die than go into a home",
  "I can't go on living like this",
  'It should have been me',
  'I think about dying every day',
  'I keep thinking about death',
  'I dont care if i live or die',
  'I want to be with mom',
  'i want to go be with mom',
  'I want to be in heaven with her',
  'I scratched myself until I bled',
];

const NONE: readonly string[] = [
  'I keep thinking about death certificates',
  'I keep thinking about his death',
  'I think about dying without a will and what happens to the kids',
  'I was thinking about dying my hair',
  'I take my pills all at once in the morning',
  'I want to be with mom at Christmas',
  'I want to not wake up so early',
  'I want to never wake up at 5am again',
  'I had a bout of flu after the funeral',
  'My mother died last week.',
  'Mum died in March and I still set a place for her',
  "I'm dying to know what was in her letters",
  'The battery died on my phone at the hospital',
  'I was just killing time in the waiting room',
  'My dad passed away from cancer',
  'My brother died by suicide last year',
  'He took his own life in 2019',
  "She killed herself and I don't understand why",
  'My son died of an overdose',
  'He overdosed on fentanyl',
  'Part of me died with her',
  'All her plants died while I was at the hospital',
  'This paperwork is killing me',
  'My back is killing me after the move',
  'We need to end the lease on his apartment',
  'How do I end his phone contract?',
  'End of life care was so hard to watch',
  'I need to close her bank account',
  'Hospice said she was dying',
  'Watching him die was the hardest thing I have ever done',
  "I don't know how to live without her",
  'I keep thinking about the day she died',
  'Her cause of death was a heart attack',
  'I need a copy of the death certificate',
  'I hurt my back carrying boxes from her house',
  'I cut myself on a broken glass while cleaning her kitchen',
  "I'm dead tired",
  'I feel dead inside since mum died',
  'The suspense is killing me',
  'I want to dye my hair the colour she loved',
  'She wanted to die at home, and she did',
  'Dad always said he wanted to die in his own bed',
  "I don't want to die",
  'The grief hit me hard this morning',
  "It hit me that she's really gone",
  "I'm killing myself trying to get the probate forms done",
  'Grief is killing me',
  'I nearly died laughing at his old jokes',
  'My grandmother died peacefully in her sleep',
  'I miss him so much it hurts',
  'I take all my meds every morning',
  'I have to take all these pills every day for my blood pressure',
  "I'll see her again one day",
  "I don't want to hurt her feelings by selling the house",
  "I can't keep going to the bank every week",
  "There's no point in going on the trip without him",
  'I need to cut back on spending',
  "We're cutting costs on the funeral",
  'The will says the house goes to my sister',
  'Someone broke in while we were at the funeral',
  'I want to be with my family this Christmas',
  'I want to see her again',
  'His suicide note said he loved us',
  'I found her suicide note',
  'Do people who commit suicide go to heaven?',
  "I'm scared I'll die young like dad",
  "He said he didn't want to die",
  'Selling the house will hurt her',
  "We're ending things with the estate agent",
  "I wish I'd told her I loved her",
  'I wish I had called him that night',
  "It's killing me that I wasn't there",
  'He attempted suicide twice before he died',
  'My dad committed suicide when I was 12',
  'My mum wants to die at home, the hospice is arranging it',
  'I could have died when I saw the funeral bill',
  'Her death ended my life as I knew it',
  'I want to take my life back',
  "I'm going to kill it at the eulogy",
  'I keep replaying how he killed himself',
  'Why did she want to die?',
  'My husband shot himself',
  'She hung herself in the garage',
  'My son jumped off a bridge',
  'The nurse said she was ready to die',
  'I was ready to die for him',
  'He always said he would rather die than go into a home',
  'I hope she died peacefully',
  "He's better off now, no more pain",
  "I've been taking sleeping pills to get through the nights",
  "I feel like I'm drowning in paperwork",
  'Drowning myself in work helps',
  'She gave up on life after dad died',
  'The doctors said there was no hope',
  'I wish I had been there',
  'It should have been me driving that night',
  "He's cutting himself off from the family",
  'My dad is killing himself with drink since mum died',
  'Mum would kill me for crying this much',
  'The kids would be better off if I sold the house',
  "I'd kill for a coffee",
  'I started cutting onions for the wake',
  "I can't go on pretending everything is fine",
  'Dad is going to hit the roof',
];

const levelOf = (text: string) => detectCrisis(text).level;

describe('detectCrisis', () => {
  it.each(CRISIS)('gives "crisis" for: %s', (text) => {
    expect(levelOf(text)).toBe<CrisisLevel>('crisis');
  });

  it.each([
    'I took too many pills',
    'I swallowed a bottle of pills',
    'i just took all my pills',
    'ive taken like 40 pills',
    'the rope is around my neck',
    'me tome todas las pastillas',
  ])('gives "emergency" for an act under way: %s', (text) => {
    expect(levelOf(text)).toBe<CrisisLevel>('emergency');
  });

  it.each(CONCERN)('gives "concern" for: %s', (text) => {
    expect(levelOf(text)).toBe<CrisisLevel>('concern');
  });

  it.each(NONE)('stays quiet on grief talk: %s', (text) => {
    expect(levelOf(text)).toBe<CrisisLevel>('none');
  });

  it('covers at least 40 crisis wordings and 40 ordinary grief sentences', () => {
    expect(CRISIS.length).toBeGreaterThanOrEqual(40);
    expect(NONE.length).toBeGreaterThanOrEqual(40);
  });

  it('says which categories fired, as fixed codes that never contain the message', () => {
    const categoriesOf = (text: string) => detectCrisis(text).categories;
    expect(categoriesOf('I want to kill myself')).toEqual(['explicit-ideation']);
    expect(categoriesOf("I don't want to be alive anymore")).toEqual(['passive-ideation']);
    expect(categoriesOf('nobody would miss me')).toEqual(['burden']);
    expect(categoriesOf("I can't go on")).toEqual(['hopelessness']);
    expect(categoriesOf("i've worked out the whole plan")).toEqual(['plan']);
    expect(categoriesOf("i've been stockpiling my meds")).toEqual(['means']);
    expect(categoriesOf("i've stopped taking my insulin")).toEqual(['means']);
    expect(categoriesOf("i won't be here next week")).toEqual(['timing']);
    expect(categoriesOf('i wrote goodbye letters to my kids')).toEqual(['preparation']);
    expect(categoriesOf('I took too many pills')).toEqual(['act-in-progress', 'means']);
    expect(categoriesOf("i'm going to join my husband tonight")).toEqual(['reunion-deadline']);
    expect(categoriesOf('I want to hurt myself')).toEqual(['self-harm']);
    expect(categoriesOf("I'm going to kill him")).toEqual(['harm-to-others']);
    expect(categoriesOf("I'm not safe at home")).toEqual(['in-danger']);
    expect(categoriesOf('My sister keeps saying she wants to die')).toEqual(['third-party-risk']);
    expect(categoriesOf('Hello')).toEqual([]);
  });

  it('raises a means, a time or a preparation to "crisis" next to any wish to die', () => {
    expect(detectCrisis('i have a rope').level).toBe('concern');
    expect(detectCrisis("i have a rope. i can't do this anymore").level).toBe('crisis');
    expect(detectCrisis("i'm going to do it tonight").level).toBe('concern');
    expect(detectCrisis("i'm a burden. i'm going to do it tonight").level).toBe('crisis');
  });

  it('lists the highest-level categories first', () => {
    const result = detectCrisis("I can't go on. I'm going to jump off a bridge and I've been cutting again.");
    expect(result.level).toBe('crisis');
    expect(result.categories.slice(0, 2)).toEqual(['plan', 'self-harm']);
    expect(result.categories.at(-1)).toBe('hopelessness');
  });

  it('reads Spanish', () => {
    expect(levelOf('me quiero morir')).toBe('crisis');
    expect(levelOf('kiero matarme')).toBe('crisis');
    expect(levelOf('soy una carga para todos')).toBe('concern');
    expect(levelOf('ya escribí cartas de despedida')).toBe('crisis');
    expect(levelOf('este papeleo me está matando')).toBe('none');
    expect(levelOf('no quiero morir, tengo miedo')).toBe('none');
  });

  it.each([
    'I could have died of embarrassment',
    'this paperwork is killing me',
    'mom passed after she ended treatment',
    'my brother died by suicide two years ago',
    "I'm dead tired",
    "she's gone",
    'the end of an era',
    "i'd rather die than sing at the funeral",
    'i bought a rope swing for the kids',
    'i took two tylenol for the headache',
    "i'm on the bridge where we got engaged",
  ])('stays quiet on an idiom or a story: %s', (text) => {
    expect(levelOf(text)).toBe('none');
  });

  it('finds a crisis sentence inside a long message', () => {
    const journal = `${'We sorted through her clothes today and it was hard. '.repeat(200)}I want to die.`;
    expect(levelOf(journal)).toBe('crisis');
  });

  it('handles empty and whitespace-only text', () => {
    expect(detectCrisis('')).toEqual({ level: 'none', categories: [] });
    expect(detectCrisis('   \n  ')).toEqual({ level: 'none', categories: [] });
  });

  it('reads curly apostrophes, accents and zero-width characters like plain text', () => {
    expect(levelOf('I don’t want to be alive')).toBe('crisis');
    expect(levelOf('I dón\u2019t want to be alive')).toBe('crisis');
    expect(levelOf('kill\u200B myself')).toBe('crisis');
  });
});

describe('detectCrisis robustness', () => {
  it('never throws and always answers with a known level', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const result = detectCrisis(text);
        expect(['none', 'concern', 'crisis', 'emergency']).toContain(result.level);
        expect(result.categories.length === 0).toBe(result.level === 'none');
      }),
    );
  });

  it('ignores case, extra spaces and trailing punctuation', () => {
    const noisy = (text: string) => `  ${text.toUpperCase().replace(/ /g, '   ')}?!...  `;
    for (const text of CRISIS) expect(levelOf(noisy(text))).toBe('crisis');
    for (const text of NONE) expect(levelOf(noisy(text))).toBe('none');
  });

  it('finds a crisis sentence wherever it sits among ordinary ones', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...NONE), { maxLength: 6 }),
        fc.constantFrom(...CRISIS),
        fc.array(fc.constantFrom(...NONE), { maxLength: 6 }),
        (before, crisis, after) => {
          const message = [...before, crisis, ...after]
            .map((sentence) => sentence.replace(/[.!?]*$/, '.'))
            .join(' ');
          expect(levelOf(message)).toBe('crisis');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('checks a long journal entry quickly', () => {
    const entry = 'We sorted her clothes today and I kept her blue scarf. '.repeat(360);
    const started = performance.now();
    expect(levelOf(entry)).toBe('none');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('normaliseCrisisText', () => {
  it('lower-cases, drops apostrophes and punctuation, and splits sentences', () => {
    expect(normaliseCrisisText("I’m NOT okay. Don't worry!")).toEqual(['im not okay', 'dont worry']);
  });

  it('fixes common misspellings and slang', () => {
    expect(normaliseCrisisText('i wanna kil myslef')).toEqual(['i want to kill myself']);
    expect(normaliseCrisisText('I am gonna do it')).toEqual(['im going to do it']);
    expect(normaliseCrisisText('su1c1de')).toEqual(['suicide']);
    expect(normaliseCrisisText('s*icide')).toEqual(['suicide']);
  });
});

describe('isAtLeast', () => {
  it('orders none < concern < crisis < emergency', () => {
    expect(isAtLeast('emergency', 'crisis')).toBe(true);
    expect(isAtLeast('crisis', 'emergency')).toBe(false);
    expect(isAtLeast('crisis', 'concern')).toBe(true);
    expect(isAtLeast('concern', 'concern')).toBe(true);
    expect(isAtLeast('none', 'concern')).toBe(false);
  });
});

describe('fixes from the December 2026 review', () => {
  it.each([
    "he said he'll kill me",
    "she said she'll kill me",
    "he'll kill me if he finds me",
    "he said he'd kill me if i left",
    'mi esposo me va a matar',
  ])('treats a threat from someone else as a crisis: %s', (text) => {
    expect(detectCrisis(text)).toEqual(expect.objectContaining({ level: 'crisis' }));
    expect(detectCrisis(text).categories).toContain('in-danger');
  });

  it('asks gently, without the alarm, about all the pills the doctor prescribed: the course or the box', () => {
    expect(detectCrisis('me tomé todas las pastillas que me recetó el doctor').level).toBe('concern');
    expect(detectCrisis('me tomé las pastillas de hoy').level).toBe('none');
  });

  it("keeps the household idiom below a crisis: 'she'll kill me if I'm late' only asks", () => {
    // Usually an idiom; in a controlling home it can be meant, so a gentle question, never the alarm.
    expect(detectCrisis("my mum said she'll kill me if i'm late again").level).toBe('concern');
    expect(detectCrisis('mi mamá me va a matar si llego tarde').level).toBe('concern');
    expect(detectCrisis('my mum is going to kill me when she sees the mess').level).toBe('none');
  });

  it.each([
    'i took my whole prescription',
    'tomé todas las pastillas',
    'tome todas mis pastillas',
    'my daughter took a bunch of pills and won’t wake up',
  ])('treats an overdose under way as an emergency: %s', (text) => {
    expect(detectCrisis(text).level).toBe('emergency');
  });

  it.each([
    'i keep thinking about it',
    "i can't stop thinking about it",
    'my son took his own life and i cant stop thinking about it',
    "i'm tired of living alone since he died",
    'i took the whole bottle of wine to the wake',
  ])('stays quiet on ordinary grief talk: %s', (text) => {
    expect(detectCrisis(text).level).toBe('none');
  });
});

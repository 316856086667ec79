// Layer 1 of the crisis check: the text as the rules see it. Misspellings, text-speak and
// Spanish spellings without accents are folded here, so no rule needs a variant of each.

// Misspellings and slang seen in crisis messages, mapped to the word the rules are written for.
// Kept per token so a typo in one word does not need a variant of every rule.
const TOKEN_FIXES: Record<string, string> = {
  kil: 'kill',
  kll: 'kill',
  kiil: 'kill',
  klil: 'kill',
  kiling: 'killing',
  killin: 'killing',
  myslef: 'myself',
  mysefl: 'myself',
  mysef: 'myself',
  mysel: 'myself',
  myselff: 'myself',
  mysself: 'myself',
  myslf: 'myself',
  mself: 'myself',
  meself: 'myself',
  myselv: 'myself',
  suicde: 'suicide',
  sucide: 'suicide',
  suicid: 'suicide',
  suiside: 'suicide',
  suicied: 'suicide',
  suacide: 'suicide',
  suiced: 'suicide',
  suicdie: 'suicide',
  suicidee: 'suicide',
  sucicide: 'suicide',
  sewerslide: 'suicide',
  suicdal: 'suicidal',
  sucidal: 'suicidal',
  suisidal: 'suicidal',
  suicidial: 'suicidal',
  suicidle: 'suicidal',
  suicidel: 'suicidal',
  suicedal: 'suicidal',
  sucicidal: 'suicidal',
  suicidall: 'suicidal',
  overdoze: 'overdose',
  ovrdose: 'overdose',
  overdos: 'overdose',
  overdsoe: 'overdose',
  ovedose: 'overdose',
  wnat: 'want',
  wamt: 'want',
  whant: 'want',
  watn: 'want',
  wnt: 'want',
  wanna: 'want to',
  wana: 'want to',
  wnna: 'want to',
  wannna: 'want to',
  gonna: 'going to',
  gona: 'going to',
  gunna: 'going to',
  goina: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  diee: 'die',
  diie: 'die',
  dnt: 'dont',
  cannot: 'cant',
  anymor: 'anymore',
  anymoe: 'anymore',
  anymroe: 'anymore',
  nemore: 'anymore',
  anymo: 'anymore',
  reson: 'reason',
  raeson: 'reason',
  livin: 'living',
  liveing: 'living',
  witout: 'without',
  wihtout: 'without',
  wthout: 'without',
  beter: 'better',
  bettr: 'better',
  nothin: 'nothing',
  nuthin: 'nothing',
  nothign: 'nothing',
  pils: 'pills',
  pillz: 'pills',
  alvie: 'alive',
  noone: 'nobody',
  noones: 'nobody',
  selfharm: 'self harm',
  selfharming: 'self harming',
  kms: 'kill myself',
  killmyself: 'kill myself',
  iwant: 'i want',
  idw: 'i dont want',
  idwt: 'i dont want to',
  iwanna: 'i want to',
  wantto: 'want to',
  endit: 'end it',
  endmylife: 'end my life',
  comit: 'commit',
  commiting: 'committing',
  comitting: 'committing',
  contemplaiting: 'contemplating',
  thinkin: 'thinking',
  thnking: 'thinking',
  thikning: 'thinking',
  // Text-speak.
  rn: 'right now',
  tn: 'tonight',
  tonite: 'tonight',
  '2nite': 'tonight',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  '2morrow': 'tomorrow',
  u: 'you',
  ur: 'your',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  idk: 'i dont know',
  iv: 'ive',
  cnt: 'cant',
  ded: 'dead',
  dyin: 'dying',
  dieing: 'dying',
  goodby: 'goodbye',
  gbye: 'goodbye',
  oded: 'overdosed',
  odeed: 'overdosed',
  overdosd: 'overdosed',
  tylenols: 'tylenol',
  // Spanish spellings and text-speak.
  kiero: 'quiero',
  qiero: 'quiero',
  kero: 'quiero',
  q: 'que',
  xq: 'porque',
  pq: 'porque',
  toy: 'estoy',
  sta: 'esta',
  takin: 'taking',
  abt: 'about',
  matarm: 'matarme',
  suisidarme: 'suicidarme',
  sucidarme: 'suicidarme',
  pastiyas: 'pastillas',
  pastis: 'pastillas',
  morirm: 'morirme',
};

// Multi-word spellings folded to one canonical form; the rules use the contracted forms
// without apostrophes ('im', 'dont', 'cant') because that is how most people type them.
const PHRASE_FIXES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ i am /g, ' im '],
  [/ i m /g, ' im '],
  [/ i have /g, ' ive '],
  [/ i ve /g, ' ive '],
  [/ i will /g, ' ill '],
  [/ i would /g, ' id '],
  [/ i had /g, ' id '],
  [/ i d /g, ' id '],
  [/ do not /g, ' dont '],
  [/ does not /g, ' doesnt '],
  [/ did not /g, ' didnt '],
  [/ can not /g, ' cant '],
  [/ will not /g, ' wont '],
  [/ would not /g, ' wouldnt '],
  [/ is not /g, ' isnt '],
  [/ are not /g, ' arent '],
  [/ was not /g, ' wasnt '],
  [/ should (?:have|of) /g, ' shouldve '],
  [/ could (?:have|of) /g, ' couldve '],
  [/ would (?:have|of) /g, ' wouldve '],
  [/ he is /g, ' hes '],
  [/ she is /g, ' shes '],
  [/ they are /g, ' theyre '],
  [/ what is /g, ' whats '],
  [/ any more /g, ' anymore '],
  [/ my self /g, ' myself '],
  [/ over dose /g, ' overdose '],
  [/ sewer slide /g, ' suicide '],
  [/ no one /g, ' nobody '],
  [/ no body /g, ' nobody '],
  [/ w o /g, ' without '],
  [/ (want|going|need|ready|have|got|trying) (?:too|2) /g, ' $1 to '],
  [/ (want|going|need|ready) to (?:dei|dye|di) /g, ' $1 to die '],
  // 'thinking bout it', 'want die': dropped words, restored only where nothing else reads naturally.
  [/ (thinking|think|thought|talking|worried|worry) bout /g, ' $1 about '],
  [/ (i|just|really|still) (want|wanna|wish) (die|be dead) /g, ' $1 want to $3 '],
];

// Words people censor with asterisks ('s*icide', 'k*ll myself'); a token is restored only when
// exactly one of these fits it.
const CENSORABLE = ['suicide', 'suicidal', 'kill', 'killing', 'die', 'dead', 'myself', 'harm', 'overdose'];

function uncensor(token: string): string {
  if (!token.includes('*') || !/[a-z]/.test(token)) return token;
  const shape = new RegExp(`^${token.replace(/\*/g, '[a-z]')}$`);
  const fits = CENSORABLE.filter((word) => shape.test(word));
  return fits.length === 1 ? fits[0]! : token;
}

/**
 * The text as the rules see it, one entry per sentence: lower case, no accents, apostrophes
 * dropped ('don’t' → 'dont'), punctuation as spaces, look-alike digits inside words restored
 * ('k1ll' → 'kill'), stretched letters shortened, common misspellings fixed.
 */
export function normaliseCrisisText(text: string): string[] {
  const prepared = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .toLowerCase()
    .replace(/[’‘ʼʹ`´′]/g, "'")
    .replace(/(?<=[a-z])[1!|](?=[a-z])/g, 'i')
    .replace(/(?<=[a-z])3(?=[a-z])/g, 'e')
    .replace(/(?<=[a-z])0(?=[a-z])/g, 'o')
    .replace(/(?<=[a-z])[4@](?=[a-z])/g, 'a')
    .replace(/(?<=[a-z])[5$](?=[a-z])/g, 's')
    .replace(/(?<![a-z0-9])\$(?=[a-z]{2})/g, 's');

  const sentences: string[] = [];
  for (const raw of prepared.split(/[.!?;:,\n\r…—–()]+| - /)) {
    const tokens = raw
      .replace(/'/g, '')
      .replace(/[^a-z0-9*]+/g, ' ')
      .replace(/([a-z])\1{2,}/g, '$1$1')
      .trim()
      .split(' ')
      .filter((token) => token.length > 0)
      .map((token) => TOKEN_FIXES[uncensor(token)] ?? uncensor(token));
    if (tokens.length === 0) continue;
    let sentence = ` ${tokens.join(' ')} `;
    // Two passes, because one fix can create the context for another ('i am gonna' → 'im going to').
    for (let pass = 0; pass < 2; pass++) {
      for (const [pattern, replacement] of PHRASE_FIXES) sentence = sentence.replace(pattern, replacement);
    }
    sentences.push(sentence.trim());
  }
  return sentences;
}

import { type CrisisRule, PILLS, RELATIONS, rx, W } from './crisis-rule.ts';

// Layer 2b: the warning signs that phrase lists for 'suicide' miss — a plan, a means, a time, a
// preparation, an act already under way, a wish to join the dead person by a date, and the same
// signs told about someone else. Written against the normalised text (crisis-normalise.ts).

const TP_SUBJECT = `(?:he|she|they|hes|shes|theyre|(?:my|our) (?:${W} )?${RELATIONS})`;
const TP_SELF = '(?:himself|herself|themselves|(?:his|her|their) (?:own )?life)';
const TP_POSSESSIVE = '(?:his|her|their)';
const LOVED_ONE = `(?:you|him|her|them|(?:my|our) (?:late )?${RELATIONS}|mum|mom|dad|mama|papa)`;
// A time that turns a wish into a deadline. Weekdays alone are left out: 'I'll be with my mom on
// Sunday' is a visit.
const DEADLINE =
  '(?:soon|very soon|tonight|now|right now|by (?:christmas|morning|tomorrow|the weekend|the end of (?:the|this) (?:week|month|year)|his birthday|her birthday|the anniversary|friday|monday|sunday|saturday)|on (?:his|her|their|the|our) (?:anniversary|birthday|date|day)|on the (?:date|day) (?:he|she|they) died|before (?:christmas|the anniversary|long)|(?:(?:this weekend|this week|tomorrow) )?one way or another|in heaven tonight)';
const TIME_LEAD =
  '(?:tonight|tomorrow|this weekend|this week|soon|after the funeral|on (?:his|her|their) (?:anniversary|birthday)|by (?:the end of (?:the|this) (?:week|month|year)|christmas|morning|friday|the weekend)|as soon as [a-z ]{1,40}?)';
const METHOD_OBJECT =
  '(?:rope|noose|gun|rifle|shotgun|pistol|handgun|razor blades|razors|blades|charcoal|knives|knife|pills|tablets|meds|morphine|oxy|painkillers|sleeping pills|bottle of pills|stash of (?:sleeping )?pills)';
const NOT_A_CHORE =
  /^ (?:swing|ladder|light|lights|set|sharpener|permit|license|licence|safe|cabinet|collection|case|club|range|for (?:the|a|my) (?:swing|garden|tent|boat|kitchen|dog))\b/;
const STOPPED = '(?:stopped|stop|quit|quitting|stopping|stopped taking|not taking|quit taking|stopped using)';
const MEDICINE =
  '(?:insulin|meds|medication|medications|medicine|medicines|heart (?:medication|meds|pills|medicine)|blood thinners|dialysis|antidepressants|pills|treatment|chemo|inhaler)';

export const SIGNAL_RULES: readonly CrisisRule[] = [
  // --- Explicit and passive ideation the English phrase list does not cover ---------------
  {
    category: 'explicit-ideation',
    level: 'crisis',
    pattern: rx(
      'suicide (?:is|feels|keeps feeling|seems|looks) like (?:the |my )?(?:only|best|last) (?:option|way|answer|choice)|(?:only thing i (?:think about|want) is|keep thinking about|cant stop thinking about) dying|planning (?:my|for my) (?:own )?(?:suicide|death)|(?:set|picked|chosen|choose) a date to die',
    ),
    firstPersonOnly: true,
  },
  {
    category: 'passive-ideation',
    level: 'concern',
    pattern: rx(
      '(?:wouldnt|would not|dont|do not|wont) (?:mind|care) if i (?:died|die|didnt wake up|never woke up|got hit|was dead|were dead|wasnt here|never wake up)|if i (?:got|get) hit by a (?:bus|car|truck)|(?:god|he|jesus) (?:would |will |to |could )?(?:just )?(?:take|takes) me(?: too| now| home| soon| away|$)|(?:ok|okay|fine|alright|happy) if i (?:just )?(?:didnt|dont|never) (?:wake up|woke up)|(?:just |simply )?stop(?:ped)? existing|disappear forever|why am i (?:even )?still (?:alive|here|breathing)|so i can (?:go|die|finally go|be with (?:him|her|them))$|(?:part of me|i) (?:just )?wants? to not (?:exist|be here|be alive)|life without (?:him|her|them|my \\w+) (?:isnt|is not|aint) worth (?:living|it)|(?:waste|fade|wither) away|easier if i (?:just )?(?:wasnt|werent|was not|stopped|died|disappeared)|wish i could (?:just )?(?:not wake up|never wake up|sleep forever|not exist|go to sleep forever)|wish (?:i|id) (?:was|were|had|d)? ?never (?:been )?born',
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
  },

  {
    // 'I think about dying every day': a preoccupation, not yet a wish, so 'concern'; dying as a
    // topic of the executor's work (certificates, a will, taxes) or of hair dye is not it.
    category: 'passive-ideation',
    level: 'concern',
    pattern: rx(
      '(?:think|thinking|thought|keep thinking|cant stop thinking|obsessing|obsessed) (?:about|of) (?:dying|death|being dead|my (?:own )?death)',
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:certificates?|certs?|benefits?|notices?|records?|announcements?|tax|taxes|and taxes|duties|without a will|intestate|first|before (?:my|her|his|the|them|him)|and (?:what|who|how|where|the kids|my kids|my family)|planning|plans?|my hair|her hair|his hair|cafe|cafes|doulas?|positive|with dignity|in (?:a|the|my) (?:will|plan|book|film|movie|show))\b/,
  },

  // --- Burden: 'they would be better off without me' ---------------------------------------
  {
    category: 'burden',
    level: 'concern',
    pattern: rx(
      `(?:${W} ){0,3}?(?:would|d|will|could) (?:all )?be (?:so much |much |a lot )?(?:better off|happier|fine|better|relieved) (?:without me|if i (?:just )?(?:wasnt|werent|was not|wasnt here|was gone|was dead|died|disappeared|left)|with me gone)|(?:everyone|everybody|they|my (?:family|kids|children)) (?:would|d) (?:all )?be (?:so much |much )?better off$|(?:the )?world (?:would|d) be (?:a )?better (?:place )?without me|(?:make|makes|making) (?:everyones|everybodys|their|his|her) li(?:fe|ves) worse|kinder to (?:everyone|everybody|them) if i (?:disappeared|was gone|wasnt here|died)|doing (?:them|everyone|everybody|him|her) a favou?r by (?:not being here|leaving|dying|disappearing|being gone)|dragging (?:everyone|everybody|them) down|deserves? (?:so much )?better than me|nobody (?:would|will|d) (?:even )?care if i (?:died|die|was gone|disappeared)|(?:such )?a burden (?:on|to) (?:my|her|his|the|our)|im (?:just )?(?:nothing but |only |such )?a (?:burden|drain|weight)`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
  },

  // --- Hopelessness and no way out ----------------------------------------------------------
  {
    category: 'hopelessness',
    level: 'concern',
    pattern: rx(
      'nothing (?:will|is going to|is ever going to) (?:ever )?(?:get|be) better|never (?:going to|gonna) (?:stop hurting|get better|be ok|be okay)|(?:its|it is|this is|everything is|everything feels|life is|i feel|im) (?:so |completely |totally )?hopeless(?! (?:about|at|with|when|in|for)\\b)|ill never get through this|nothing matters anymore|(?:im )?trapped and theres no way|no way out|(?:dont|cant|do not) see (?:a|any) way out|im (?:just |so |really )?done with (?:life|living|everything|it all|this life)$',
    ),
    whenNegated: 'none',
  },

  // --- Plan -----------------------------------------------------------------------------------
  {
    category: 'plan',
    level: 'crisis',
    pattern: rx(
      `(?:figured out|worked out|know|decided|planned|planning) (?:exactly )?(?:how|where|when) (?:im going to|id|ill|ill|im going to|i could|to) (?:do it|end it|go)|i know (?:exactly )?how (?:id|id|ill|im going to|to) do it|(?:picked|chosen|found) (?:the|a) (?:spot|place) (?:where )?(?:to do it|im going to do it|ill do it)|(?:worked out|made|got|have|ive got) (?:the |a )?(?:whole |full )?plan$|(?:have|got) it all (?:planned|worked) out|ive a plan|crash (?:my|the) car on purpose|drive (?:my|the) car off|on purpose into|(?:thought|think|thinking) about how (?:id|id|to|ill|i could) (?:do it|end it|die|go)|(?:ive|ive got|got) a (?:method|way to do it)|my plan is to|(?:have|got) everything i need(?: to do it)?|(?:i know|found|picked) (?:which|the) (?:bridge|building|spot|place|train|tree)(?: to| where| i)|(?:id|id|ill) (?:use (?:his|her|my|the|a) (?:${W} )?(?:gun|rope|pills|belt|knife|car)|jump|take all (?:of )?(?:my|the|his|her) ${PILLS}|drive into (?:oncoming )?(?:traffic|a (?:wall|tree|truck)))|(?:tied|tie|tying|tested|testing) (?:a |the )?(?:noose|rope|knot)|(?:know where|how) to get (?:a|some|the) (?:gun|rope|pills)|(?:into|in front of) (?:oncoming )?traffic|(?:which|what) (?:${PILLS}|pills) and how many|(?:decided|worked out|figured out|planned|know) (?:exactly )?(?:how|where|when) and (?:how|where|when)|(?:nobody|no ones|no one is) (?:is )?(?:going to|can|will) stop me`,
    ),
    firstPersonOnly: true,
    whenNegated: 'concern',
    // 'I have a plan for the anniversary', 'everything I need for the memorial'.
    notFollowedBy:
      /^ (?:for (?:the|a|his|her|their|our|my) |to (?:visit|see|sell|move|clear|sort|get through (?:the|his|her|their))\b|with (?:the|my) )/,
  },

  // --- Means: what a person could use, or stopping what keeps them alive ---------------------
  {
    category: 'means',
    level: 'concern',
    pattern: rx(
      `(?:ive|ive got|i got|i bought|just bought|bought|i keep|ive got|im holding|holding|have|got) (?:a |the |some |enough |his |her |my |a whole |a bunch of |a lot of |loads of |a (?:whole )?(?:stash|box|bag|bottle|pile) of |all (?:of )?(?:his|her|my|the) |my ${W} (?:old |leftover |spare )?|\\d+ (?:of )?(?:my |his |her |${W}s )?)?(?:${W} )?${METHOD_OBJECT}\\b(?! (?:swing|ladder|light|set|sharpener))|(?:${PILLS}|bottle of ${PILLS}) in front of me|${PILLS} saved|(?:theres|there is|there are) (?:a |some |\\d+ )?(?:(?:bottle|box|packet|stash) of )?(?:${W} )?${PILLS} in (?:the|my)|(?:theres|there is) a (?:gun|rifle|pistol|shotgun|rope|noose) in (?:the|my)|(?:stood|standing|sat|sitting) on the (?:overpass|edge|ledge|railing)|(?:keep|kept|been) (?:driving|walking|going) (?:past|to|by) the (?:bridge|cliff|tracks|overpass)|(?:not|stopped) eating (?:anymore|at all)|dont trust myself(?: (?:with|around|anymore|tonight|right now|alone))?`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy: NOT_A_CHORE,
  },
  {
    // Looking at, counting or going to a means is rehearsal, a strong warning sign on its own.
    category: 'means',
    level: 'crisis',
    pattern: rx(
      `(?:loaded|load|loading) (?:the |his |my |a )?(?:gun|rifle|pistol|shotgun)|(?:have|got|has) access to (?:a |his |her |my |the )?(?:${W} )?(?:gun|guns|rifle|pills|meds|medication)|(?:bought|got|buying|getting|went to buy) (?:a |some |the )?(?:rope|noose|gun|rifle|pistol|razor blades|charcoal|bullets|ammo)\\b(?! (?:swing|ladder|light|set|for (?:the|a) (?:garden|boat|tent|swing)))|(?:cant stop|keep) thinking about (?:the|that) (?:bridge|train|tracks|cliff|roof|gun|rope|pills)|(?:keep|kept|been|cant stop) (?:looking at|staring at|counting|holding|thinking about) (?:the|my|his|her|those|these) (?:${W} )?${METHOD_OBJECT}|(?:keep|kept|been|cant stop) (?:looking at|staring at|counting|holding) (?:it|them)$|${METHOD_OBJECT}(?: ${W}){0,8} and i (?:keep|cant stop) (?:thinking about|looking at) (?:it|them|using (?:it|them)|taking (?:it|them))|(?:keep|kept|been) (?:standing|going|sitting) (?:at|on|to) the (?:edge|bridge|cliff|roof|tracks)|standing (?:at|on) the edge|looked down (?:for|from)|(?:went|go|drove|walked) (?:back )?to the (?:bridge|cliff|roof|tracks|overpass)(?: again| today| tonight| last night)? and (?:looked down|stood|stared|sat on the edge|thought about)|know the dose|enough ${PILLS} (?:saved|to do it|to die)|(?:stopped|quit|not) (?:eating|taking (?:my )?${MEDICINE}) on purpose|(?:stopped|quit) (?:my |taking my )?${MEDICINE} and im not going back`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
  },
  {
    category: 'means',
    level: 'concern',
    pattern: rx(
      `(?:^|ive |i |im )${STOPPED} (?:taking |using )?(?:my |all my )?${MEDICINE}|(?:stopped|quit|stop|not) eating (?:on purpose|so|to|because i want|and i dont care|so i can)|(?:^|ive |i )stopped my ${MEDICINE}|engine running|running it with the door shut|with the door shut`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:because (?:the|my) doctor|as (?:the|my) doctor|on (?:the|my) doctors|like the doctor)\b/,
  },

  // --- Timing ---------------------------------------------------------------------------------
  {
    category: 'timing',
    level: 'crisis',
    pattern: rx(
      `(?:ill|im going to|im) (?:be )?(?:gone|dead) (?:by|before) |(?:wont|will not|wont be|not going to be|dont think ill be|dont think im going to be) (?:be )?(?:here|around|alive) (?:by|next|much longer|after|tomorrow|for (?:christmas|long|much longer|(?:his|her|their|my) birthday))(?! (?:at|in|with) (?:this|the|my) (?:job|work|company|office|house|flat|place)\\b)|(?:this time tomorrow|by tomorrow|tomorrow) (?:i wont|ill be gone|im gone)|tonight(?: is|s) the night$|(?:picked|set|chosen|chose) (?:a|the) date$|this is my last (?:night|day|week)(?! (?:at|of|before|in|on|off|with|here|for|working|as)\\b)|soon it will (?:all )?be over|make it happen (?:tonight|tomorrow|this|soon|by)|(?:ending|end) it (?:on|this|tonight|tomorrow)|dead by (?:morning|tomorrow|friday|the weekend)`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy:
      /^ ?(?:[a-z]+ ){0,2}?(?:for (?:the|a|our|her|his|my) (?:memorial|funeral|service|party|wake|visit|trip|holiday|weekend|conference|course)|of the (?:memorial|funeral|service|dinner)|visiting|to (?:visit|see|stay with))\b/,
  },
  {
    // 'I'm going to do it tonight' may be scattering the ashes; next to any other sign it is a crisis.
    category: 'timing',
    level: 'concern',
    pattern: rx(
      `(?:im|ill|going to|im going to) (?:do|doing) it (?:tonight|right after|after the funeral|when (?:everyone|everybody|the kids|they)|on (?:his|her|their|the) (?:birthday|anniversary|date)|as soon as|once (?:everyone|the kids)|before (?:christmas|the anniversary))`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
  },
  {
    category: 'timing',
    level: 'crisis',
    pattern: rx(
      `${TIME_LEAD} (?:im|ill|im going to|ill|im going to) (?:end it|end my life|do it|doing it|kill myself|be gone|take (?:all )?the ${PILLS}|take all (?:my|the) ${PILLS})`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
  },

  // --- Preparation ---------------------------------------------------------------------------
  {
    category: 'preparation',
    level: 'concern',
    pattern: rx(
      `(?:wrote|written|writing|left|leaving|write) (?:goodbye |farewell |last )?(?:letters|notes) (?:to|for) (?:everyone|everybody|all|my|the)|(?:wrote|written|left|leaving|writing) (?:a |my )?(?:goodbye |farewell |last )?(?:letter|note) for (?:my (?:${W} )?|him |her |them )?(?:${W} )?(?:to find|in the|on the)|left (?:a |my )?(?:goodbye |last )?(?:letter|note) for (?:my (?:${W} )?${RELATIONS}s?|everyone|everybody|the kids|each of)|(?:wrote|written|writing) goodbye letters|(?:instructions|plans) for my (?:own )?funeral|planned my (?:own )?funeral|(?:give|gave|given|giving) away (?:most|all|some|half|lots|a lot) of my (?:things|stuff|belongings|possessions|clothes)|(?:give|gave|given|giving|been giving) away my (?:${W} )?(?:and my ${W} )?(?:things|stuff|belongings|possessions|guitar|books|clothes|jewelry|jewellery)?|put (?:all )?my affairs in order|stuck with my debts|paid (?:off )?(?:all )?(?:my )?(?:bills|debts|rent) (?:ahead|in advance|early|for months)|deleted (?:all )?my (?:accounts|social media|profiles)|(?:made sure|make sure) (?:the|my) life insurance|(?:so|and) (?:they|nobody|no one|you|my ${W}) (?:(?:wont|dont|will not|never) have|has|have) to (?:deal with|worry about|sort out|clean up)|so (?:shell|hell|theyll|itll|it will) be (?:looked after|taken care of|cared for)|updated my will and`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy: /^ (?:to (?:goodwill|charity|the church|the (?:thrift|charity) shop)|for now)\b/,
  },

  {
    // Goodbyes and 'I won't need it' are the preparations 988 and AFSP name first.
    category: 'preparation',
    level: 'crisis',
    pattern: rx(
      '(?:saying|said|say|called everyone to say|calling everyone to say|called everyone today to say) goodbyes? to (?:people|everyone|everybody|all my|my friends|my family)|said my goodbyes|(?:called|calling|texted|texting|messaged) (?:everyone|everybody|people) (?:today |tonight )?to say goodbye|goodbye (?:everyone|everybody|all|forever|world)(?! (?:see you|see ya|until|till|for now|for today|for tonight|have a|thanks|thank you|catch you|talk (?:to you|soon)|love you|xx|x)\\b)|(?:thank you|thanks) (?:for everything )?and goodbye|thank you for trying|(?:wont|will not|wont be) need(?:ing)? (?:it|them|any of (?:it|this|them))(?: anymore| where im going| after)?$|(?:wrote|written|writing|left) (?:goodbye |farewell )(?:letters?|notes?)|(?:letters?|notes?) for (?:my (?:\\w+ )?|him |her |them )?(?:\\w+ )?to find',
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
  },
  {
    // 'im' is in the words, so no subject check: 'who gets my cat when im gone'.
    category: 'preparation',
    level: 'concern',
    pattern: rx('(?:when|after|once|for when) im (?:gone|dead|not here|not around)'),
    whenNegated: 'none',
  },

  // --- An act already under way: call 911 now ----------------------------------------------
  {
    category: 'act-in-progress',
    level: 'emergency',
    pattern: rx(
      `(?:^|i |ive |i just |just |already |and )(?:just |already )?(?:took|taken|swallowed|downed|injected) (?:an overdose|(?:(?:like|about|around|over|maybe|nearly|way|far|much) )?(?:\\d+|all|every|the whole|a whole|my whole|my entire|the entire|a bunch of|a handful of|a fistful of|handfuls of|a lot of|so many|too many|a bottle|a packet|a box|everything|a full|half)(?: of)?(?: (?:my|the|his|her|those|these|${W}s))?(?: ${W})?(?: (?:${PILLS}|pills|tylenol|paracetamol|ibuprofen|aspirin|insulin|morphine|vodka|them|it|bottle of ${W}|packet of ${W}|box of ${W}|in the medicine ${W}|prescription|supply|stash|in the (?:cabinet|cupboard|drawer|bathroom))|$))|(?:i |ive |i just |just )(?:just )?(?:took|taken|swallowed|downed) (?:(?:my )?(?:mums|moms|dads|${W}s) |my |his |her )(?:morphine|oxy|oxycodone|fentanyl|opioids|sleeping pills|sleeping tablets|insulin|methadone)(?! (?:to|back|for|with food|as)\\b)|(?:mixed|washed down|took|swallowed) (?:all |a bunch of |a handful of )(?:of )?(?:my |the |his |her )?(?:${W} )?${PILLS} (?:with|and) (?:wine|vodka|alcohol|booze|whisky|whiskey|gin|rum|beer|drink)|mixed (?:my |the |his |her )?(?:${W} )?${PILLS} with (?:wine|vodka|alcohol|booze|whisky|whiskey|gin|rum|beer|drink)|(?:sleepy|drowsy|dizzy|woozy|numb|sick|weird|funny|strange|heavy) (?:from|after) (?:the|all the|those|these|my) (?:${W} )?${PILLS} i (?:just )?(?:took|swallowed|had)|${PILLS} i (?:just )?(?:took|swallowed) (?:are|is) (?:kicking in|working|starting)|(?:i |ive |i just |just )(?:just )?(?:overdosed|odd|oded)|(?:already|just) (?:took|taken|swallowed) (?:them all|all of them|the ${PILLS}$)|(?:took|swallowed|taken) (?:them|them all|the pills|the tablets)$|(?:cut|slit) (?:my wrists?|too deep)(?: ${W}){0,3} (?:blood|bleeding)|cut too deep|(?:^|i |ive |i just |just )(?:just )?(?:cut|slit|slashed) (?:open )?my (?:wrists?|throat)$|(?:lot of|so much) blood|bleeding (?:a lot|so much|badly|out|everywhere|heavily)|cant stop (?:the|it) bleeding|rope is (?:around|round|on) my neck|(?:gun|knife|blade) (?:is )?in my hand(?: right now| now)|engine running in the garage|(?:im |im )?(?:standing|sitting)? ?on the (?:ledge|tracks|train tracks|railway line|edge of the roof)|on the (?:roof|rooftop|bridge|balcony|cliff) (?:right now|and im going to jump|and going to jump|about to jump)|im on the (?:bridge|roof|rooftop|cliff|balcony) right now`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:every|each|a day|daily|twice|once a day|in the morning|at night|for my|with food|as prescribed|on time|regularly|this morning|like the doctor|to the pharmacy|back to|for (?:the|a|my) (?:headache|pain|migraine|cold)|to (?:the|a|my|his|her|our|their) (?!hospital\b)[a-z]+|with me|home|along|round|over to)\b/,
  },

  {
    // Ambiguous alone ('I'm doing it right now' may be the thank-you cards); next to any other
    // sign, here or earlier in the conversation, it is an emergency (see combineCategories).
    category: 'act-in-progress',
    level: 'concern',
    pattern: rx('im (?:doing it|starting|going through with it) (?:right )?now|ive started$|its happening$'),
    firstPersonOnly: true,
    whenNegated: 'none',
  },

  // --- Wishing to join the person who died, with a time or a way --------------------------
  {
    category: 'reunion-deadline',
    level: 'crisis',
    pattern: rx(
      `(?:ill|im going to|going to|im|ill|im ready to|ready to) (?:go |go and |finally |be going to )?(?:(?:be with|join|be reunited with) ${LOVED_ONE}|see ${LOVED_ONE} again)(?: again)?(?: in heaven| up there)? ${DEADLINE}|${TIME_LEAD} (?:ill|im going to|ill) (?:go |go and )?(?:(?:be with|join) ${LOVED_ONE}|see ${LOVED_ONE} again)|(?:ill|im going to|going to) follow (?:him|her|them)$|time (?:for me )?to (?:go )?(?:be with|join) ${LOVED_ONE}|time i (?:joined|went to|go to|went and joined) (?:be with )?${LOVED_ONE}|im coming (?:to (?:you|join you|be with you))|wait for me(?: (?:baby|love|my love|darling|sweetheart|${LOVED_ONE}))?$|(?:join|be with) (?:him|her|them) and i know how`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:at the (?:cemetery|grave)|for (?:dinner|lunch|the day|a visit)|(?:[a-z]+ )?(?:club|group|class|team|choir|gym|church|walk|circle)|at (?:the|her|his) (?:club|group|class|gym|church))\b/,
  },

  // --- Self-harm the English phrase list does not cover -----------------------------------
  {
    category: 'self-harm',
    level: 'crisis',
    pattern: rx(
      '(?:want|need|going|urge|urges) to cut(?: myself)? (?:so bad|so badly|tonight|again|right now|now)|scratch(?:ing)? (?:my )?(?:skin|arms|legs|wrists) (?:till|until) (?:it|they|i) bleeds?|(?:till|until) (?:it|they) bleeds?$',
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
  },

  // --- Harm to others --------------------------------------------------------------------------
  {
    category: 'harm-to-others',
    level: 'crisis',
    pattern: rx(
      `make (?:him|her|them) pay|(?:take|taking|bring|bringing) (?:the kids|my kids|the children|my children|them) with me|run (?:him|her|them) over|(?:gun|knife|weapon) to use on|(?:going|go) (?:there|to (?:his|her|their) (?:house|place)) tonight|the kids (?:wont|will not) have to suffer`,
    ),
    whenNegated: 'none',
  },
  {
    category: 'harm-to-others',
    level: 'concern',
    pattern: rx('know where (?:he|she|they|the (?:\\w+ ){0,2}\\w+) (?:lives|live|works)'),
    whenNegated: 'none',
  },

  {
    category: 'in-danger',
    level: 'concern',
    pattern: rx(
      `(?:scared|afraid|terrified|frightened) (?:of|for my life around) (?:my )?(?:husband|wife|partner|boyfriend|girlfriend|ex|him|stepdad|stepfather|brother|son)$`,
    ),
    whenNegated: 'none',
  },

  // --- Someone else at risk --------------------------------------------------------------------
  {
    category: 'third-party-risk',
    level: 'concern',
    pattern: rx(
      `${TP_SUBJECT} (?:${W} ){0,4}?(?:kill|end|take|hurt|harm|shoot|hang) ${TP_SELF}|${TP_SUBJECT} (?:says|said|keeps saying|told me|thinks|wrote|posted)(?: that)? (?:hed|shed|theyd|he|she|they|hes|shes|theyre) (?:would rather be dead|rather be dead|doesnt want to live|dont want to live|does not want to live|wants to die|has nothing to live for|has a plan|have a plan|will see ${LOVED_ONE}|would be better off|is going to|wants to (?:be with|join) ${LOVED_ONE}(?! (?:again )?(?:someday|one day|some day|when|in heaven someday)))|${TP_SUBJECT} (?:hasnt|has not|hadnt) eaten in days|(?:everyone|everybody) would be better off without (?:him|her|them)|${STOPPED} (?:taking )?${TP_POSSESSIVE} ${MEDICINE} on purpose|(?:posted|sent|wrote) (?:a )?goodbye (?:message|post|text|letter)|locked (?:himself|herself|themselves) in|gave away all ${TP_POSSESSIVE} (?:things|stuff|belongings)|${TP_POSSESSIVE} (?:old )?(?:gun|rifle|pistol|shotgun) out|(?:worried|scared|afraid) (?:that )?${TP_SUBJECT} (?:will|might|is going to|wants to) (?:kill|hurt|harm|end) ${TP_SELF}|${TP_SUBJECT} (?:is |has been |keeps )?(?:talking|talks) about (?:suicide|dying|killing ${TP_SELF}|ending ${TP_SELF}|ending it(?: all)?(?! with| between)|not (?:being|wanting to be) (?:here|alive|around) anymore|wanting to die)|${TP_SUBJECT} (?:says|said|keeps saying|told me|texted me|wrote)(?: that)? (?:he|she|they) (?:wants to|want to|is going to|will) end (?:it(?: all)?(?! with| between)|${TP_SELF})|${TP_SUBJECT} (?:says|said|keeps saying|told me|texted me|wrote)(?: that)? (?:he|she|they) (?:doesnt|does not|dont) want to (?:be (?:here|alive|around) anymore|be alive|exist|live|wake up)|has a plan to end ${TP_SELF}`,
    ),
    whenNegated: 'none',
  },
  {
    category: 'third-party-risk',
    level: 'emergency',
    pattern: rx(
      `${TP_SUBJECT} (?:just |has just )(?:took|taken|swallowed|overdosed|cut)|${TP_SUBJECT} (?:overdosed|(?:took|swallowed) (?:a bottle|all|a whole|an overdose|a bunch of|a handful of|a fistful of|too many|way too many|so many|loads of|a lot of|lots of))(?: ${W}){0,4} and (?:isnt|is not|wont|cant|hasnt) (?:waking|wake|breathing|responding|answering)|${TP_SUBJECT} (?:just )?(?:took|swallowed|has taken) (?:a bunch of|a handful of|a fistful of|too many|way too many|so many|loads of|a whole bottle of|a bottle of|all (?:of )?(?:his|her|their|the)) (?:${W} )?${PILLS}(?! (?:every|each|a day|daily|for (?:the|a|his|her|their) (?:pain|headache|cold|back)|as prescribed|when|before|after|while|until|at|in|on|that|like|with (?:food|water|dinner|breakfast))\\b)|${TP_SUBJECT} (?:texted|messaged|sent|called) (?:me|us|everyone) (?:a )?goodbye(?: message| text)?(?: ${W}){0,3} and (?:isnt|is not|wont|hasnt|doesnt|cant be|is not) (?:answering|responding|picking up|replying|reached)|${TP_SUBJECT} is on the (?:bridge|ledge|roof|tracks) (?:right now|now)|${TP_SUBJECT} has a (?:gun|knife|rope) and (?:says|said|is threatening)`,
    ),
  },
];

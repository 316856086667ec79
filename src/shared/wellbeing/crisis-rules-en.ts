import { type CrisisRule, HOSPICE_AFTER, PILLS, RELATIONS, rx, W } from './crisis-rule.ts';

// Layer 2a: English phrase rules, written against the normalised text (see crisis-normalise.ts).

const ACCIDENT_AFTER =
  /^ (?:by accident|accidentally|on (?:a|an|the|some|her|his|my|that|this)|while|when|whilst|shaving|cooking|chopping|gardening|falling|tripping|slipping|in the|at the|at work|moving|lifting|carrying|doing|opening|cleaning|fixing|trying|working|laughing|with laughter|over nothing|in the foot|to (?:get|keep|finish|make|sort|be strong))\b/;

const INTENT =
  '(?:want to|going to|ready to|plan to|planning to|planning on|about to|decided to|trying to|try to|tempted to|need to|thinking about|thinking of|think about|thought about|considering|contemplating|ill|could|might|should|just)';

const I_SUBJECT = '(?:i|im|ive|id|ill|part of me)';

const NOT_A_PERSONS_HARM =
  /^ (?:feelings|feeling|chances|reputation|business|career|pride|back|time|plans|memory|legacy|case|credit)\b/;

export const ENGLISH_RULES: readonly CrisisRule[] = [
  // --- Suicidal thoughts: active and passive wishes to die ---------------------------------
  {
    category: 'explicit-ideation',
    level: 'crisis',
    pattern: rx(
      'kill(?:ing|ed)? myself|unaliv(?:e|ing|ed) (?:myself|me)|(?:want to|going to|ready to|need to|plan to|planning to|thinking (?:of|about)|think about|thought about|urges? to|tempted to) (?:just )?unaliv(?:e|ing)|off(?:ing)? myself|end(?:ing)? it all',
    ),
    notFollowedBy: ACCIDENT_AFTER,
  },
  {
    category: 'explicit-ideation',
    level: 'crisis',
    pattern: rx('(?:end|ending|ended|take|taking|took|taken) my (?:own )?life'),
    notFollowedBy: /^ (?:back|in|into|apart|as i knew it|over|by storm)\b/,
  },
  {
    category: 'explicit-ideation',
    level: 'crisis',
    pattern: rx(`${INTENT} (?:just |finally |really |simply )?(?:end(?:ing)? (?:it|things|everything)|ctb)`),
    notFollowedBy: /^ (?:with|between|on|up|off|for (?:him|her|them|us)|by (?:selling|closing))\b/,
    firstPersonOnly: true,
  },
  {
    category: 'explicit-ideation',
    level: 'crisis',
    pattern: rx(
      '(?:want|wants|wanting|need|needing|ready|deserve|deserves|trying|planning|plan|longing|long|praying|pray|hoping|hope) to (?:just |really |simply |finally |honestly |go and |literally )?(?:die|dye|be dead)',
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:(?:my|her|his|the|your|their|it|them) (?:hair|clothes|shirt|fabric|wool|eggs|dress)|of (?:embarrassment|shame|laughter)|for (?:him|her|them|you|my \w+|his|her|their))\b/,
  },
  {
    category: 'explicit-ideation',
    level: 'concern',
    pattern: rx('wanted to (?:just |really )?(?:die|be dead)'),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy: HOSPICE_AFTER,
  },
  {
    category: 'passive-ideation',
    level: 'crisis',
    pattern: rx(
      '(?:hope|hoping|pray|praying|wish|wishing) (?:that )?(?:i|id) (?:(?:just|would|will|could|can|really|only) ){0,2}(?:die|died|was dead|were dead|been dead|be dead|dont wake up|never wake up|wont wake up|dont ever wake up|didnt wake up|wouldnt wake up|dont make it|wasnt alive|werent alive|didnt exist|wasnt here anymore|could just disappear|go to sleep and not wake up)',
    ),
  },
  {
    category: 'explicit-ideation',
    level: 'crisis',
    pattern: rx(
      'better (?:off|of) (?:dead|without me|with me gone|if (?:i|im) (?:was|were|wasnt|werent|am|died|left|disappeared|didnt exist|never existed|gone|dead|not here|not around|wasnt around))|(?:might|may) as well (?:just )?(?:be dead|die|end it|kill myself)|i should (?:just )?(?:die|be dead)|cant wait to die|let me die|all i (?:want|wish for|think about) (?:to do )?is (?:to )?(?:die|be dead)',
    ),
  },
  {
    category: 'explicit-ideation',
    level: 'crisis',
    pattern: rx('(?:id|i|would) (?:much )?(?:rather|sooner) (?:just )?(?:be dead|die)'),
    firstPersonOnly: true,
    // 'I'd rather die than go into a home' is an old idiom, but still worth asking about.
    softenWhenFollowedBy:
      /^ than (?:(?:go|going|be|being|move|moving|live|living|end up|ending up) (?:in|into|at|to) (?:a |an )?(?:home|nursing home|care home|old peoples home|hospital|assisted living|facility)|be a burden|lose my independence)\b/,

    // 'I'd rather die than sing at the funeral': a chore or an ordeal, said the old way.
    notFollowedBy:
      /^ than (?:sing|speak|talk|give (?:a|the) (?:speech|eulogy)|read|sit|go to (?:the|that|another|his|her) (?:meeting|party|dinner|office|reunion)|sell|call|ask|admit|apologi[sz]e|wear|eat|watch|deal with (?:the|that|his|her|my) (?:lawyer|paperwork|bank|insurance|estate))\b/,
  },
  {
    category: 'passive-ideation',
    level: 'crisis',
    pattern: rx(
      `(?:dont|never|no longer) (?:think i |feel like i |know if i |know whether i |really |even |ever |actually )*(?:(?:want|wish|care) to|deserve to) (?:live|be alive|exist|stay alive|be here anymore|be in this world|be on this earth|go on living|keep living|carry on living|wake up|be here without (?:him|her|them|my ${W}))|(?:dont|cant|no longer) see (?:the|any) point (?:in|of) (?:living|life|going on|being alive|carrying on|staying alive|waking up)`,
    ),
    notFollowedBy:
      /^ (?:in|at|near|by|on|with|here|there|alone|like this|early|so early)\b(?! (?:a|this|the) world)/,
  },
  {
    category: 'passive-ideation',
    level: 'crisis',
    pattern: rx(
      '(?:not sure|unsure|dont know) (?:if |whether |that )?i (?:even |really |still )?want to (?:live|be alive|be here|stay alive|exist|keep living)',
    ),
    notFollowedBy: /^ (?:in|at|near|by|on|with|here|there)\b(?! (?:a|this|the) world)/,
  },
  {
    category: 'passive-ideation',
    level: 'crisis',
    pattern: rx(
      '(?:want|need|wish i could|going) to (?:just )?(?:not exist|stop existing|cease to exist|not be alive|stop living|stop breathing)|(?:sleep|go to sleep|fall asleep) and (?:never|not|dont|wont) (?:ever )?wake up',
    ),
    firstPersonOnly: true,
  },
  {
    // 'I want to just not wake up': a wish not to wake, unless it is about an alarm or an hour.
    category: 'passive-ideation',
    level: 'crisis',
    pattern: rx('(?:want|need|going|wish i could) to (?:just |simply )?(?:not|never) (?:ever )?wake up'),
    firstPersonOnly: true,
    notFollowedBy:
      /^ (?:early|so early|at|before|until|till|for|in the|on|when|to|this|tomorrow morning at)\b/,
  },
  {
    category: 'passive-ideation',
    level: 'crisis',
    pattern: rx(
      `(?:tired|sick|exhausted|weary) of (?:living|being alive|existing|being here)|lost (?:the|my|all) will to live|no will to live|no (?:reason|reasons|point|purpose) (?:to |in |for )?(?:live|living|go on|going on|keep going|keep living|carry on|carrying on|be alive|being alive|stay alive|staying alive|exist|existing|be here|being here)|nothing (?:left )?(?:to live for|worth living for|to keep me here|keeping me here)|nobody (?:left )?to live for|(?:not|isnt|aint|no longer) worth living|life (?:${W} ){0,3}?(?:isnt|is not|is no longer|aint|s not) worth (?:it|living)|lifes (?:not |no longer )worth (?:it|living)|whats the point (?:of|in) (?:living|life|being alive|going on|staying alive|carrying on)`,
    ),
    notFollowedBy:
      /^ (?:the|a|an|that|this|to|holiday|vacation|trip|about|with (?:the|this|that)|for (?:the|this|that)|at (?:the|this|that)|alone|by myself|on (?:my|our) own|on autopilot|out of|in (?:limbo|(?:this|the|a|my|his|her|our) (?!pain|hell|world|body)[a-z]+)|like this in|paycheck|pay ?check to)\b/,
  },
  {
    category: 'explicit-ideation',
    level: 'crisis',
    pattern: rx(
      '(?:commit|committing|attempt|attempting|attempted|contemplate|contemplating|consider|considering|thinking (?:about|of)|think (?:about|of)|thought (?:about|of)|thoughts (?:about|of)|plan|planning|plans|going to|want to|try|trying|tried|urges? (?:to|of)|researching|research|googling|looking up) (?:to )?(?:commit |committing |attempting )?suicide|suicidal|suicide (?:plan|plans|attempt|thoughts|ideation|urges)',
    ),
    firstPersonOnly: true,
  },
  {
    // A bare 'suicide' that no other rule explains.
    category: 'explicit-ideation',
    level: 'concern',
    pattern: rx('suicide'),
    firstPersonOnly: true,
    whenNegated: 'none',
    quietInSuicideLossStory: true,
  },
  {
    category: 'burden',
    level: 'crisis',
    pattern: rx(
      '(?:nobody|everyone|everybody|anyone|anybody|people|who) (?:would|will|d|wouldnt|wont) (?:even )?(?:care|notice|miss me|mind|be happier|be better) (?:if|when) (?:i|im) (?:died|die|was dead|were dead|was gone|were gone|am gone|gone|disappeared|wasnt here|werent here|wasnt around|killed myself|dead)|(?:if|when) (?:i|im) (?:died|die|was dead|were dead|was gone|were gone|am gone|gone|disappeared|wasnt here|werent here|wasnt around|killed myself|dead) (?:tomorrow |today |tonight )?(?:nobody|everyone|everybody|anyone|anybody|people) (?:would|will|d|wouldnt|wont) (?:even )?(?:care|notice|miss me|mind|be happier|be better)',
    ),
  },

  {
    category: 'passive-ideation',
    level: 'concern',
    pattern: rx(
      '(?:dont|no longer) (?:really |even )?care (?:if|whether) i (?:live or die|live or not|wake up or not|make it or not)',
    ),
    firstPersonOnly: true,
  },

  // --- Plans, methods, means -----------------------------------------------------------------
  {
    category: 'plan',
    level: 'crisis',
    pattern: rx(
      '(?:hang|hanging|hung|shoot|shooting|drown|drowning|poison|poisoning|gas|gassing|suffocate|suffocating|stab|stabbing|electrocute|electrocuting|strangle|strangling|smother|smothering) myself',
    ),
    notFollowedBy:
      /^ (?:in the foot|out to dry|up|with (?:work|questions)|in (?:work|paperwork|admin|tasks|busywork|chores|the garden|books|tv|television|wine|alcohol|my work|the paperwork))\b/,
  },
  {
    category: 'plan',
    level: 'crisis',
    pattern: rx(
      '(?:slit|slice|slash|cut|cutting|slitting|slashing|slicing|open) (?:open )?my (?:own )?(?:wrists?|throat|veins?)',
    ),
    notFollowedBy: ACCIDENT_AFTER,
  },
  {
    category: 'plan',
    level: 'crisis',
    pattern: rx(
      `(?:jump|jumping|throw myself|throwing myself|step|stepping|walk|walking|drive|driving|crash|crashing|swerve|swerving|lie down|lying down|lay down) (?:(?:my|the) car )?(?:off|from|in front of|into|under|onto|on) (?:a|an|the|that|my|some) (?:${W} )?(?:bridge|building|roof|rooftop|cliff|balcony|train|bus|truck|lorry|traffic|tracks|railway|river|lake|sea|ocean|overpass|motorway|highway|freeway|tree|wall)`,
    ),
    firstPersonOnly: true,
    notFollowedBy: /^ (?:to (?:visit|see|get|meet|pick)|for (?:a|the) (?:walk|swim|visit))\b/,
  },
  {
    category: 'plan',
    level: 'crisis',
    pattern: rx(
      'gun (?:to|against|in) my (?:head|mouth|temple|chest)|(?:tie|tied|tying|make|made|making) a noose|(?:wrote|written|writing|write|left|leave|leaving|drafted|drafting) (?:a |my )?suicide note|this is my (?:last|final) message|goodbye (?:cruel )?world|by the time (?:you|anyone|someone|they) (?:read|reads|see|sees|find|finds|get|gets) this',
    ),
    firstPersonOnly: true,
  },
  {
    category: 'plan',
    level: 'crisis',
    pattern: rx(
      `how many (?:${W} )?${PILLS} (?:it would|would it|does it|will it|it will|it does|do you|would you|do i|would i) (?:take|need)$|(?:think|thinking|thought|want|wanted|tempted|urge|urges) (?:about |to |of )?(?:just )?(?:drive|driving|swerve|swerving|veer|veering|crash|crashing|wreck|wrecking) (?:(?:my|the) car )?(?:off the road|off a (?:bridge|cliff)|into (?:a (?:wall|tree|truck)|oncoming)|(?:my|the) car$)|(?:easiest|painless|quickest|fastest|best|easy|quick|surest|least painful|simplest) ways? (?:to |of )?(?:die|dying|kill myself|killing myself|end (?:it|my life)|ending (?:it|my life)|commit suicide|overdose)|how (?:do i|to|can i|could i|should i|would i|do you|do people|does one) (?:${W} )?(?:kill (?:myself|yourself|oneself)|end (?:it all|my life|your life)|commit suicide|overdose|od)|(?:researching|research|looking up|googling|searching|search) (?:for )?(?:ways|how|methods) to (?:die|kill myself|end it|end my life|commit suicide|overdose)|how many (?:${W} )?${PILLS} (?:${W} ){0,4}(?:to die|to kill|would kill|to overdose|to od|is lethal|are lethal|is a lethal|to end it)|(?:lethal|fatal) (?:dose|amount)`,
    ),
    firstPersonOnly: true,
  },
  {
    category: 'preparation',
    level: 'concern',
    pattern: rx(
      '(?:buy|bought|buying|get|getting) (?:a |myself a )?(?:gun|handgun|pistol|noose)|(?:giving|gave|give) away (?:all )?(?:of )?(?:my|all my) (?:things|stuff|belongings|possessions|pets?|dog|cat)|(?:saying|writing) my goodbyes',
    ),
    firstPersonOnly: true,
    notFollowedBy:
      /^ (?:safe|license|licence|cabinet|lock|permit|to (?:the |my )?(?:kids|children|grandkids|family|charity)|before (?:i move|the move|moving)|because (?:im|were|we are) moving)\b/,
  },

  // --- Overdose -------------------------------------------------------------------------------
  {
    category: 'means',
    level: 'crisis',
    pattern: rx(
      `${INTENT} (?:just |go and |finally )?(?:overdose|overdosing|od|o d)|(?:od|odd|oded|oding) on|(?:i|ive|just) (?:just )?(?:overdosed|odd)|(?:took|taken|swallowed|downed) (?:an overdose|too many (?:of )?(?:my |the |these |those )?(?:${W} )?${PILLS}|(?:a |the )?(?:whole |entire )?(?:bottle|packet|box|handful|pack|strip|jar) (?:of )?(?:my |the |her |his )?(?:${W} )?(?:${PILLS}|pills|them)|all (?:of )?(?:my |the |these |those |her |his |mums |moms |dads )?(?:${W} )?${PILLS})|${INTENT} (?:just )?(?:take|taking|swallow|swallowing) (?:all|every one|the whole|a whole|all of|too many) (?:of )?(?:my |the |these |those |her |his |mums |moms |dads )?(?:${W} )?(?:${PILLS}|bottle|packet)`,
    ),
    firstPersonOnly: true,
    notFollowedBy:
      /^ (?:every|each|a day|daily|twice|once a day|in the morning|at night|for my|with food|as prescribed|on time|regularly|this morning|today|like the doctor|to the pharmacy|back to)\b/,
  },
  {
    category: 'means',
    level: 'crisis',
    pattern: rx(
      `(?:take|taking|swallow|swallowing) (?:all|the whole|a whole|all of) (?:of )?(?:my |the |these |those |her |his |mums |moms |dads )?(?:${W} )?(?:${PILLS}|bottle|packet) (?:at once|all at once|tonight|now|right now|and (?:never|not) wake up|and end it|to (?:die|end it|sleep forever))|${INTENT} (?:just )?(?:take|taking|swallow|swallowing) (?:my |the |these |those |her |his |mums |moms |dads )(?:${W} )?${PILLS} all at once|(?:(?:ive|ive got|i got) (?:${W} ){0,4}?)?${PILLS}(?: ${W}){0,6} (?:im |ill |i )?(?:going to|gonna|about to|ready to|planning to|plan to|want to) (?:take|swallow) (?:them|it|the lot) all`,
    ),
    firstPersonOnly: true,
  },
  {
    category: 'means',
    level: 'crisis',
    pattern: rx(
      `(?:stockpiling|stockpiled|hoarding|hoarded|stashing|stashed) (?:up )?(?:all )?(?:of )?(?:my |some |the |her |his |mums |moms |dads )?(?:old |leftover |spare )?${PILLS}|saving (?:up )?(?:my )?${PILLS}`,
    ),
    firstPersonOnly: true,
    notFollowedBy:
      /^ (?:for (?:the|a) (?:pharmacy|chemist|disposal|doctor)|to (?:return|dispose|give back|hand in))\b/,
  },

  // --- Self-harm ------------------------------------------------------------------------------
  {
    category: 'self-harm',
    level: 'crisis',
    pattern: rx(
      '(?:hurt|hurting|harm|harming|harmed|cut|cutting|burn|burning|burnt|burned|injure|injuring|injured|mutilate|mutilating) myself|self (?:harm|harming|harmed|injury|injure|injuring|mutilation|mutilate)|(?:burning|cutting|scratching|carving) (?:into )?my (?:arms?|legs?|wrists?|skin|thighs?|stomach|hips?)',
    ),
    firstPersonOnly: true,
    notFollowedBy: ACCIDENT_AFTER,
  },
  {
    // 'I've been cutting again' — only when nothing follows that makes it ordinary cutting.
    category: 'self-harm',
    level: 'crisis',
    pattern: rx(
      '(?:been|started|start|keep|kept|back to|relapsed|relapse|relapsing|urges? to|want to|going to|need to|thought about|thinking about) (?:\\w+ )?(?:cutting|cut)',
    ),
    firstPersonOnly: true,
    notFollowedBy:
      /^(?!$| (?:again|myself|my (?:arms?|legs?|wrists?|skin|thighs?)|and|but|so|because|since|when|to cope|to feel|it helps|every|at night|in secret|secretly)\b)/,
  },
  {
    category: 'self-harm',
    level: 'concern',
    pattern: rx(
      '(?:hit|hitting|punch|punched|punching|bang|banged|banging|scratch|scratched|scratching|starve|starving|starved|bite|bit|biting) myself',
    ),
    firstPersonOnly: true,
    notFollowedBy: ACCIDENT_AFTER,
  },

  // --- Harm to others -------------------------------------------------------------------------
  {
    category: 'harm-to-others',
    level: 'crisis',
    pattern: rx(
      `${I_SUBJECT} (?:${W} ){0,2}?(?:want to|wants to|going to|plan to|planning to|planning on|ready to|about to|thinking about|thinking of|thought about|tempted to|decided to|need to|have to|intend to) (?:really |actually |just |finally |fucking |go and )?(?:kill|murder|hurt|shoot|stab|strangle|attack|beat up|run over|poison|harm|choke) (?:him|her|them|someone|somebody|anyone|anybody|everyone|everybody|people|that (?:${W} )?(?:man|woman|guy|driver|doctor|nurse|person|bastard|bitch|surgeon)|the (?:${W} )?(?:driver|doctor|nurse|man|woman|guy|person|surgeon|killer|shooter)|my ${W})`,
    ),
    whenNegated: 'none',
    notFollowedBy: NOT_A_PERSONS_HARM,
    // 'I'm going to kill him for leaving me with all this paperwork': grief's anger said the
    // old way; still worth a gentle question, never the card.
    softenWhenFollowedBy:
      /^ (?:for (?:leaving|dying|going|not|being|selling|forgetting|making|putting|eating|losing|breaking|spending|giving|taking)|if (?:he|she|they|hes|shes|theyre)(?: is| are)? (?:late|forgets?|forgot|doesnt|eats|loses|breaks)|when (?:i get to heaven|i see (?:him|her|them) (?:again|in heaven)))\b/,
  },
  {
    category: 'harm-to-others',
    level: 'crisis',
    pattern: rx(
      '(?:kill|shoot|stab) (?:everyone|everybody|them all|all of them)|shoot up (?:the|a|my|that|his|her) (?:school|office|church|place|building|work|hospital|funeral home)|(?:bring|take|taking|bringing) a (?:gun|knife|weapon) to (?:the|his|her|their|my|that) (?:funeral|school|office|church|house|hospital|work|meeting)',
    ),
    firstPersonOnly: true,
  },
  {
    category: 'harm-to-others',
    level: 'concern',
    pattern: rx(
      `(?:i could|id|ill|i feel like i could|i swear ill|i swear i could) (?:literally |actually |honestly |just |really )?(?:kill|murder|strangle|hurt) (?:him|her|them|someone|somebody|the ${W}|that ${W}|my ${W})`,
    ),
    whenNegated: 'none',
    notFollowedBy: NOT_A_PERSONS_HARM,
  },

  // --- The person themselves is in danger --------------------------------------------------
  {
    category: 'in-danger',
    level: 'crisis',
    // 'hell' and 'shell' are 'he'll' and 'she'll' once the apostrophe is gone.
    pattern: rx(
      `(?:(?:hes|shes|theyre|he|she|they|someone|somebody|my ${RELATIONS}|${RELATIONS}) (?:is |keeps |has |has been |just |really |actually |always |also )?(?:going to|trying to|threatening to|threatened to|threatens to|about to|will|wants to|(?:said|says|told me|keeps saying|texted|texted me|swore|swears|screamed|yelled)(?: that)? (?:hed|shed|theyd|hell|shell|theyll|he would|she would|they would|he will|she will|they will|hes going to|shes going to|theyre going to|he is going to|she is going to)|says (?:he|she|they) (?:will|is going to|wants to)|says (?:hes|shes|theyre) going to)|hell|shell|theyll) (?:really |actually |fucking )?(?:kill|hurt|attack|beat|shoot|stab|strangle|choke|harm|rape|beat up|murder) me`,
    ),
    // The mess or the bill seen: the household idiom, never a threat. 'If I'm late' or 'if I don't
    // call' is only softened below, to a gentle question: in a controlling home it can be meant.
    notFollowedBy:
      /^ (?:when (?:he|she|they) (?:sees?|hears? about) (?:the|this|that|my|what i did to the) (?:mess|bill|state|kitchen|house|car|room|hair|dress|price|cake|garden|dent|scratch))\b/,
    // 'My sister is going to kill me when she finds out' is usually an idiom, but not
    // 'he'll kill me if I leave' or 'if he finds me': the commonest threat in an abusive home.
    softenWhenFollowedBy:
      /^ (?!(?:if|when|once) (?:i|im) (?:ever )?(?:leave|left|leaving|tell|told|try|tried|call|called|report|go|went|speak|talk|see|move|run|divorce|take|took|testify)\b|(?:if|when|once) (?:he|she|they) (?:(?:finds?|found|catch(?:es)?|caught|sees?) me|gets? out|finds? out where)\b)(?:if|when|once|for|after|because)\b/,
  },
  {
    category: 'in-danger',
    level: 'crisis',
    pattern: rx(
      `(?:he|she|they|someone|somebody|my ${RELATIONS}) (?:just |keeps |has |has been |is |always |still |also |keeps on )?(?:hit|hits|hitting|beat|beats|beating|beaten|choked|chokes|choking|strangled|strangles|strangling|kicked|kicks|punched|punches|punching|raped|rapes|assaulted|assaults|abusing|abuses|slapped|slaps|stalking|stalks) me|(?:he|she|they|someone|somebody|my ${RELATIONS}) (?:just |has |always |also |keeps )?(?:(?:pushed|pushes|shoved|shoves|threw|throws|thrown|dragged|drags|slammed|slams) me (?:down|into|against|across|onto|off|to the (?:floor|ground|wall))|(?:grabbed|grabs|grabbing) me by the (?:throat|neck|hair)|(?:pinned|pins) me (?:down|against|to))`,
    ),
    notFollowedBy: /^ (?:with (?:the|this|that|a|some|her|his|their) |up for)/,
    softenWhenFollowedBy:
      /^ (?:once|years ago|when (?:i|he|she) was|as a (?:child|kid)|growing up|back then|in the past|long ago)\b/,
  },
  {
    category: 'in-danger',
    level: 'crisis',
    pattern: rx(
      `im (?:not safe|in danger|being (?:abused|beaten|hurt|threatened|followed|stalked|attacked|hit))|(?:scared|afraid|frightened|fearing|fear) for my (?:life|safety)|dont feel safe (?:at home|here|in my (?:own )?(?:home|house|room|flat|apartment)|with (?:him|her|them|my ${W})|around (?:him|her|them|my ${W}))|(?:he|she|they|someone|somebody) (?:has|is holding|pulled|is pointing|pointed) a (?:gun|knife|weapon) (?:on|to|at) me|(?:someone|somebody) (?:is )?(?:breaking in|trying to break in)`,
    ),
    notFollowedBy: /^ (?:to drive|driving|on the roads|on the road|behind the wheel)\b/,
  },
  {
    // 'He has a knife', 'he threatened me with a gun': a weapon in the hands of the person the
    // message is about, unless it is a collection, a licence or a hobby.
    category: 'in-danger',
    level: 'crisis',
    pattern: rx(
      `(?:he|she|they|hes|shes|theyre|someone|somebody|my (?:husband|wife|partner|boyfriend|girlfriend|ex|stepdad|stepfather|stepmum|stepmom|father|dad|brother|son|fiance|spouse)) (?:has|has got|got|hes got|shes got|is holding|is carrying|just pulled|pulled|pulled out|came at me with|went for me with|is waving|was waving|threatened me with|is threatening me with|threatens me with|hit me with|attacked me with) (?:a|his|her|the|their) (?:gun|knife|knives|weapon|pistol|rifle|shotgun|handgun|machete|blade|bat|hammer)`,
    ),
    notFollowedBy:
      /^ (?:collection|licen[cs]e|permit|safe|cabinet|case|set|sharpener|club|range|for (?:hunting|work|the kitchen|cooking|fishing|camping|the garden)|in the (?:safe|cabinet|kitchen|drawer|shed|garage|attic|loft)|from (?:the|his|her) (?:army|service|war)|when (?:he|she|they) (?:was|were) (?:young|in the)|at work|to (?:cut|open|carve|slice|chop))\b/,
    softenWhenFollowedBy: /^ (?:somewhere|in the house|at home)$/,
  },
  {
    category: 'in-danger',
    level: 'crisis',
    pattern: rx(
      `(?:hes|shes|theyre|he|she|they|my ${RELATIONS}) (?:made|makes|has made|has been making|keeps making) (?:death )?threats|threatened my life`,
    ),
    notFollowedBy: /^ (?:to (?:sue|quit|leave|move|sell|cut|stop))\b/,
  },

  // --- Worry about someone else -------------------------------------------------------------
  {
    category: 'third-party-risk',
    level: 'concern',
    pattern: rx(
      '(?:threatening|threatens|talking about|talks about|keeps saying|says|saying|wants|plans|planning|trying|thinking about|thinks about|told me|keeps talking about|keeps threatening) (?:to |about |of |that )?(?:(?:he|she|they|hes|shes|theyre) )?(?:wants to |want to |will |is going to |going to |might |is |are )?(?:kill (?:himself|herself|themselves)|killing (?:himself|herself|themselves)|end (?:his|her|their) (?:own )?life|ending (?:his|her|their) (?:own )?life|take (?:his|her|their) (?:own )?life|taking (?:his|her|their) (?:own )?life|hurt (?:himself|herself|themselves)|hurting (?:himself|herself|themselves)|suicide|suicidal|self harm|cutting)',
    ),
    notFollowedBy: /^ (?:off|out|short|down|back|with (?:work|drink|drinking|booze|worry|stress))\b/,
  },
  {
    category: 'third-party-risk',
    level: 'concern',
    pattern: rx(
      `(?:hes|shes|theyre|he|she|they|my ${RELATIONS}(?: is)?) (?:is |has |has been |been |keeps |feeling |seems |sounds |might be |may be |could be |really |very |so |keeps saying (?:he|she|they) |says (?:he|she|they) )*(?:suicidal|self harming|cutting (?:himself|herself|themselves)|hurting (?:himself|herself|themselves)|(?:wants|talking about wanting|talks about wanting) to die)`,
    ),
    notFollowedBy: new RegExp(
      `${HOSPICE_AFTER.source}|^ (?:off|out|short|down|back|with (?:work|drink|drinking|booze|worry|stress))\\b`,
    ),
  },

  // --- Hopelessness: not explicit, often sits next to suicidal thoughts --------------------
  {
    category: 'hopelessness',
    level: 'concern',
    pattern: rx(
      `cant (?:go on|do this anymore|do it anymore|do this any longer|take (?:it|this|much more|anymore|it anymore|this anymore)|keep going|carry on|cope anymore|keep doing this|live like this|live without (?:him|her|them|my ${W})|go on without (?:him|her|them|my ${W})|bear (?:it|this) anymore|see (?:a|any) way out|see a future|face (?:another day|tomorrow|another morning|the future|life|living)|be here anymore|exist anymore|live anymore)|dont want to live like this|(?:im|i am|so) done with (?:life|living|everything|it all|this life)|i (?:just )?want out$|i (?:just )?want out of (?:this|my) (?:life|world)|feel like dying`,
    ),
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:to|back|through|in|on about|round|around|over|up|down|into|with (?:the|this|that|all|my|his|her)|going to|for much longer with|phone|call|calls|job|house|car|stuff|box|boxes|off|out|away|home|apart|seriously|personally|like this with|(?!living|existing|breathing)[a-z]+ing)\b/,
  },
  {
    category: 'hopelessness',
    level: 'concern',
    pattern: rx(
      '(?:there is|theres|i have|ive got|i see|see) no (?:hope|way out|future)|no hope left|no future for me|(?:lost|losing) all hope|nothing to look forward to|(?:give|giving|gave|given) up on (?:life|living|everything|myself)|life is (?:pointless|meaningless)|(?:lifes|my life is|my lifes|life has) (?:pointless|meaningless|over|no meaning|no point|no purpose)|my life is over|whats the point (?:anymore|of anything|of it all|of any of it|in anything|of trying|of carrying on|of me|of getting up|of going on)|no (?:reason|point) (?:to get up|getting up|to wake up|in getting up)',
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
  },
  {
    category: 'burden',
    level: 'concern',
    pattern: rx(
      '(?:im|feel like|feel like im|i feel like im|i feel like|i feel) (?:such |just |only |nothing but )?a (?:burden|waste of space)|(?:burden|burdening) (?:to|on) (?:everyone|everybody|my family|my kids|my children|them|you all|people|others)|(?:everyone|everybody) would be (?:happier|fine|better) without me|nobody (?:would|will|d|even|really) (?:even )?(?:miss me|notice if i|care if i)',
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
  },
  {
    category: 'hopelessness',
    level: 'concern',
    pattern:
      /^(?:(?:honestly|so|but|and|i mean|like|seriously|really) )?whats (?:even )?the point(?: (?:anyway|of it|really|though|anymore))?$/g,
  },
  {
    category: 'hopelessness',
    level: 'concern',
    pattern: rx(
      '(?:want|need|wish|wanted) (?:for )?(?:it|this|everything|the pain|the hurt|the grief|it all|all of this|all this|life) to (?:just )?(?:stop|end|be over|go away)|(?:want|need|wish i could|going) to (?:just )?(?:disappear|vanish|sleep forever|go to sleep forever|fall asleep forever|not be here)|dont (?:really )?want to be here(?! (?:at|for|in|with|when|on|today|tonight|alone|right now|anymore)\\b)|(?:not sure|dont know) (?:if |whether )?i can (?:go on|keep going|carry on|do this anymore)|(?:dont know|not sure) how (?:much )?(?:longer|long) i can (?:do this(?! (?:job|work|commute|shift|role|course|drive))|keep going|go on|carry on|take (?:it|this)|hold on|keep doing this)|(?:want|need|wish i could|going) to (?:just )?be gone(?! (?:by|before|from|for|when|at|in|on)\\b)',
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:for (?:a|the) (?:weekend|while|bit|day|few|week)|to (?:the|a|my)|into (?:the|a)|on holiday)\b/,
  },

  // --- Wishing to die with, or be with, the person who died --------------------------------
  {
    category: 'passive-ideation',
    level: 'concern',
    pattern: rx(
      `(?:want|need|wish i could|long|longing|ready|cant wait) to (?:just )?(?:(?:be with|join|go be with|go and be with|follow) (?:him|her|them|my (?:late )?${RELATIONS}|mum|mom|mam|mummy|mommy|dad|daddy|mama|papa)|(?:go )?(?:be )?(?:in|to|up in) heaven with (?:him|her|them|my (?:late )?${RELATIONS}|mum|mom|mam|dad|mama|papa))(?: again| now| already| in heaven| up there| soon| right now)?`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:at|for|on|when|this|next|tomorrow|today|tonight|while|during|to|and (?:the|my)|in (?:the|hospital|hospice)|as|before|after|whenever|every|more|for|(?:[a-z]+ )?(?:club|group|team|class|choir|church|gym|walk|run|circle|meeting))\b/,
  },
  {
    category: 'passive-ideation',
    level: 'concern',
    pattern: rx(
      '(?:wish|wished|wishing) (?:that )?(?:it|that it) (?:was|were|had been|d been|id been) me|(?:should|shouldve|should have) (?:been|be) me|(?:i|me) (?:shouldve|should have) died|wish (?:that )?(?:i|id) (?:had )?(?:gone|died) (?:with|instead of|before|in (?:his|her|their) place)|waiting to die|waiting for (?:death|my turn|my time)|wish i (?:was|were|had) never (?:been )?born',
    ),
    whenNegated: 'none',
    notFollowedBy: /^ (?:[a-z]+ing|at the wheel|behind the wheel|there|in the car)\b/,
  },
];

import type { SafetyFinding } from './safety-finding.js';

/**
 * Stopping a prescribed medicine on one's own: antidepressants, benzodiazepines, antipsychotics, mood
 * stabilisers, anticonvulsants, steroids, blood-pressure and heart pills, insulin, opioid painkillers, named by
 * class or by brand. Coming off them at once brings discontinuation or withdrawal symptoms (for benzodiazepines
 * and anticonvulsants, seizures); the safe version is a taper agreed with a prescriber. Caffeine, sugar or
 * cigarettes stopped cold turkey are other goals and keep their plans.
 */

/** Medicines by class and by name, in English and Russian. */
const MEDICINE = [
  'anti[\\s-]?depressants?|ssris?|snris?|maois?|anti[\\s-]?psychotics?|mood\\s+stabili[sz]ers?|anti[\\s-]?convulsants?|anti[\\s-]?epileptics?|seizure\\s+(?:meds|medication|pills)|benzos?|benzodiazepines?|tranquili[sz]ers?|sleeping\\s+pills|anxiety\\s+(?:meds|medication|pills)|psych\\s+meds|meds|medications?|medicines?|pills|prescriptions?|insulin|steroids|corticosteroids|opioids?|painkillers|blood\\s+pressure\\s+(?:pills|meds|medication)|beta[\\s-]?blockers?|blood\\s+thinners?',
  'sertraline|zoloft|lustral|fluoxetine|prozac|paroxetine|paxil|seroxat|citalopram|celexa|cipramil|escitalopram|lexapro|cipralex|fluvoxamine|venlafaxine|effexor|desvenlafaxine|pristiq|duloxetine|cymbalta|bupropion|wellbutrin|mirtazapine|remeron|amitriptyline|nortriptyline|trazodone|vortioxetine|trintellix|agomelatine',
  'xanax|alprazolam|clonazepam|klonopin|rivotril|diazepam|valium|lorazepam|ativan|temazepam|zolpidem|ambien|zopiclone|phenazepam|gabapentin|neurontin|pregabalin|lyrica',
  'quetiapine|seroquel|olanzapine|zyprexa|aripiprazole|abilify|risperidone|risperdal|haloperidol|clozapine|lithium|lamotrigine|lamictal|valproate|depakote|carbamazepine|tegretol|levetiracetam|keppra|topiramate',
  'prednisone|prednisolone|propranolol|metoprolol|bisoprolol|clonidine|warfarin|tramadol|oxycodone|codeine|methadone|buprenorphine|suboxone|adderall|ritalin|methylphenidate|vyvanse|concerta|atomoxetine',
  'антидепрессант\\p{L}*|нейролептик\\p{L}*|антипсихотик\\p{L}*|транквилизатор\\p{L}*|бензодиазепин\\p{L}*|бензо|снотворн\\p{L}*|противосудорожн\\p{L}*|таблет\\p{L}*|лекарств\\p{L}*|препарат\\p{L}*|инсулин\\p{L}*|гормон\\p{L}*|стероид\\p{L}*',
  'сертралин\\p{L}*|золофт\\p{L}*|стимулотон\\p{L}*|асентр\\p{L}*|флуоксетин\\p{L}*|прозак\\p{L}*|пароксетин\\p{L}*|паксил\\p{L}*|рексетин\\p{L}*|циталопрам\\p{L}*|эсциталопрам\\p{L}*|ципралекс\\p{L}*|селектр\\p{L}*|флувоксамин\\p{L}*|феварин\\p{L}*|венлафаксин\\p{L}*|велаксин\\p{L}*|дулоксетин\\p{L}*|симбалт\\p{L}*|бупропион\\p{L}*|миртазапин\\p{L}*|ремерон\\p{L}*|амитриптилин\\p{L}*|тразодон\\p{L}*|тритико|вортиоксетин\\p{L}*|бринтелликс\\p{L}*|вальдоксан\\p{L}*|агомелатин\\p{L}*',
  'феназепам\\p{L}*|алпразолам\\p{L}*|ксанакс\\p{L}*|клоназепам\\p{L}*|диазепам\\p{L}*|реланиум\\p{L}*|сибазон\\p{L}*|лоразепам\\p{L}*|золпидем\\p{L}*|зопиклон\\p{L}*|габапентин\\p{L}*|прегабалин\\p{L}*|лирик\\p{L}*',
  'кветиапин\\p{L}*|сероквел\\p{L}*|оланзапин\\p{L}*|арипипразол\\p{L}*|абилифа\\p{L}*|рисперидон\\p{L}*|галоперидол\\p{L}*|клозапин\\p{L}*|азалептин\\p{L}*|лити[йяюе]м?|ламотриджин\\p{L}*|ламиктал\\p{L}*|вальпроат\\p{L}*|депакин\\p{L}*|карбамазепин\\p{L}*|финлепсин\\p{L}*|кеппр\\p{L}*|топирамат\\p{L}*',
  'преднизолон\\p{L}*|дексаметазон\\p{L}*|пропранолол\\p{L}*|анаприлин\\p{L}*|метопролол\\p{L}*|бисопролол\\p{L}*|конкор\\p{L}*|клонидин\\p{L}*|клофелин\\p{L}*|варфарин\\p{L}*|трамадол\\p{L}*|трамал\\p{L}*',
].join('|');

const EN_STOP =
  '(?:stop|stopping|stopped|quit|quitting|come\\s+off|coming\\s+off|get\\s+off|getting\\s+off|go\\s+off|going\\s+off|be\\s+off|wean\\s+(?:myself\\s+)?off|ditch|ditching|drop|dropping|kick|done\\s+with|give\\s+up|no\\s+more)\\s+(?:taking\\s+|using\\s+|all\\s+)?(?:(?:my|the|these|those|this)\\s+)?(?:\\p{L}+\\s+)?';
const RU_STOP =
  '(?:бросить|бросаю|брошу|перестать|перестаю|прекратить|прекращаю|отказаться\\s+от|отказываюсь\\s+от|слезть\\s+с|слезаю\\s+с|соскочить\\s+с|спрыгнуть\\s+с|отменить|отменяю|завязать\\s+с|избавиться\\s+от|уйти\\s+с|сойти\\s+с)\\s+(?:себе\\s+)?(?:принимать\\s+|пить\\s+|колоть\\s+)?(?:сам\\p{L}*\\s+)?(?:(?:все|мои|свои)\\s+)?(?:\\p{L}+\\s+)?';

/** Stopping a medicine: the verb, at most a word, then the medicine. */
const STOPS_MEDICINE = new RegExp(`(?<![\\p{L}])(?:${EN_STOP}|${RU_STOP})(?:${MEDICINE})(?![\\p{L}])`, 'iu');
/** A medicine named with "cold turkey" or "at once", whatever the verb. */
const NAMED = new RegExp(`(?<![\\p{L}])(?:${MEDICINE})(?![\\p{L}])`, 'iu');
const ABRUPT =
  /(?<![\p{L}])(?:cold\s+turkey|all\s+at\s+once|at\s+once|overnight|immediately|straight\s+away|in\s+one\s+go|резко|сразу|разом|за\s+один\s+день|одним\s+днём|одним\s+днем|на\s+сухую)(?![\p{L}])/iu;
/** The person's doctor does not listen: a second opinion is the way, not stopping alone. */
const NOT_HEARD =
  /(?:doesn'?t|doesnt|does\s+not|don'?t|dont|won'?t|never)\s+(?:even\s+)?(?:listen|care|hear\s+me|take\s+me\s+seriously)|(?:не\s+слушает|не\s+слышит|всё\s+равно|все\s+равно|не\s+воспринимает)/iu;
/** Other things stopped cold turkey, where a medicine word is only part of the phrase. */
const NOT_A_MEDICINE =
  /(?<![\p{L}])(?:caffeine|coffee|sugar|smoking|cigarettes|vaping|nicotine|social\s+media|porn|sweets|кофе|кофеин\p{L}*|сахар\p{L}*|курени\p{L}*|сигарет\p{L}*|сладк\p{L}*|соцсет\p{L}*)(?![\p{L}])/iu;
/** "Birth control pills", «противозачаточные»: stopping those is not a withdrawal risk. */
const CONTRACEPTION =
  /(?:birth\s+control|contracepti\p{L}*|the\s+pill(?![\p{L}])|противозачаточн\p{L}*|контрацепт\p{L}*)/iu;

/** A prescribed medicine stopped on one's own, most of all at once. Null when the goal says nothing of the kind. */
export function medicationFinding(text: string): SafetyFinding | null {
  const stops = STOPS_MEDICINE.exec(text);
  const abrupt = ABRUPT.test(text) && NAMED.test(text);
  if (!stops && !abrupt) return null;
  if (CONTRACEPTION.test(text)) return null;
  // "Quit sugar cold turkey, no pills": the medicine word must be what is stopped.
  if (!stops && NOT_A_MEDICINE.test(text)) return null;
  const heard = NOT_HEARD.test(text);
  return {
    code: 'safety-medication',
    en: `Stopping a prescribed medicine on your own, most of all at once, can be dangerous: antidepressants bring discontinuation symptoms (dizziness, “brain zaps”, anxiety, low mood coming back), and sleeping pills, benzodiazepines or seizure medicines can cause seizures. The safe way is a gradual taper agreed with the doctor who prescribed it.${heard ? ' If your doctor does not listen, ask another psychiatrist or your GP for a second opinion rather than stopping alone.' : ''}`,
    ru: `Самостоятельно бросать назначенное лекарство, особенно резко, опасно: после антидепрессантов бывает синдром отмены (головокружение, «разряды тока», тревога, возврат депрессии), а отмена снотворных, транквилизаторов или противосудорожных может вызвать судороги. Безопасный путь — постепенное снижение дозы по схеме врача, который назначил лекарство.${heard ? ' Если врач не слушает, обратитесь к другому психиатру или терапевту за вторым мнением, а не бросайте в одиночку.' : ''}`,
    first: heard
      ? {
          en: 'Book a second opinion with another psychiatrist or your GP: agree whether and how to taper',
          ru: 'Записаться к другому психиатру или терапевту за вторым мнением: договориться, нужно ли и как постепенно отменять',
        }
      : {
          en: 'Talk to the doctor who prescribed it: agree whether and how to taper',
          ru: 'Обсудить с врачом, который назначил лекарство, нужно ли и как постепенно отменять',
        },
  };
}

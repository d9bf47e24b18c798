import { EXAMS } from './domain-text.js';
import type { Domain } from './domain-type.js';
import { OCCASION_DOMAINS } from './domains-occasions.js';
import { TEMPLATE_DOMAINS } from './domains-templates.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { artAdmissionVariant, musicAdmissionVariant } from './playbooks/kind-arts-admission.js';
import { bodyCompVariant } from './playbooks/kind-body-comp.js';
import { chessVariant } from './playbooks/kind-chess.js';
import { instrumentVariant } from './playbooks/kind-instrument.js';
import { clubVariant, mendVariant } from './playbooks/kind-people.js';
import { schoolHelpVariant } from './playbooks/kind-school-help.js';
import { flexibilityVariant, speakingVariant } from './playbooks/kind-skills.js';
import { languageVariant } from './playbooks/self-development-study.js';
import type { Language, Target } from './types.js';
import { unitKind } from './units.js';

/**
 * Kinds of goal that used to fall to a playbook for something else: a club one joins to meet people (not a running
 * plan), mending things with one person (not "meet new people"), a chess rating, an art or music school's entrance
 * tests, a language for work (not a job search). Each is read by what is done to what, and tried first.
 */
const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');
const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);

const JOIN_CLUB = re(
  'join\\s+(?:a\\s+|an\\s+|the\\s+|my\\s+local\\s+|a\\s+local\\s+)?(?:[\\p{L}-]+\\s+){0,2}(?:club|group|choir|society|meetup|community)|(?:вступить|записаться|прийти|ходить)\\s+в\\s+(?:[\\p{L}-]+\\s+){0,2}(?:клуб\\p{L}*|сообществ\\p{L}*|хор\\p{L}*)',
);
const MEND = re(
  'помириться|помериться\\s+со?\\s|(?:наладить|восстановить|исправить|улучшить)\\s+отношения\\s+с|вернуть\\s+доверие|fix\\s+things\\s+(?:up\\s+)?with|make\\s+up\\s+with|reconcile\\s+with|patch\\s+things\\s+up|(?:repair|mend|rebuild|fix)\\s+(?:my\\s+|our\\s+|the\\s+)?relationship\\s+with|reconnect\\s+(?:with|w/?)\\s+(?:my\\s+|an?\\s+)?(?:old\\s+|former\\s+|estranged\\s+|college\\s+|school\\s+|uni\\s+|university\\s+|childhood\\s+|best\\s+|older\\s+|younger\\s+|little\\s+|big\\s+)*(?:brother|sister|dad|father|mom|mum|mother|son|daughter|parents?|friend|roommate|room-mate|flatmate|housemate|buddy|cousin|aunt|uncle)|(?:start\\s+)?talking\\s+(?:again\\s+)?to\\s+my\\s+(?:brother|sister|dad|father|mom|mum|mother|son|daughter)\\s+again',
);
/** Partners are the couple playbook's: the mend plan is for a relative or a friend. */
const PARTNER = re(
  'husband|wife|partner|boyfriend|girlfriend|spouse|мужем|женой|парнем|девушкой|партн\\p{L}*',
);
const CHESS = re('lichess|chess|шахмат\\p{L}*');
const TEACH = re('(?:teach|научить|обучить)(?![\\p{L}])');
const ENTER = re(
  'поступ\\p{L}*|apply(?:ing)?\\s+to|get\\s+(?:in|into|accepted)|admission\\p{L}*|пройти\\s+(?:вступительн\\p{L}*|прослушивани\\p{L}*|творческ\\p{L}*)',
);
const ART_SCHOOL = re(
  'художк\\p{L}*|худож\\p{L}*\\s+(?:школ|училищ|академи|колледж|вуз)\\p{L}*|академи\\p{L}*\\s+художеств|школ\\p{L}*\\s+искусств|art\\s+(?:school|college|academy)|(?:fine\\s+)?arts?\\s+(?:degree|programme|program)|bfa',
);
const MUSIC_SCHOOL = re(
  '(?:музык\\p{L}*|муз\\.?)\\s+(?:школ|училищ|колледж|академи)\\p{L}*|музыкалк\\p{L}*|консерватори\\p{L}*|music\\s+(?:school|college|academy)|conservator(?:y|ie)|college\\s+of\\s+music',
);
const LANGUAGE = re(
  '(?:english|spanish|german|french|italian|portuguese|chinese|mandarin|japanese|korean|английск\\p{L}*|англ(?![\\p{L}])|испанск\\p{L}*|немецк\\p{L}*|французск\\p{L}*|итальянск\\p{L}*|португальск\\p{L}*|китайск\\p{L}*|японск\\p{L}*|корейск\\p{L}*)',
);
const IMPROVE = re(
  'learn|improve|brush\\s+up|get\\s+better\\s+at|practi[sc]e|speak|подтянуть|улучшить|выучить|учить|освоить|прокачать|заговорить|говорить|подучить',
);

/** The person in "with my brother", «с мамой»: said back after "with" / «с». */
function personAfterWith(text: string, lang: Language): string {
  if (lang === 'ru') {
    const m = /(?<![\p{L}])с(?:о)?\s+((?:сво\p{L}*\s+)?[\p{L}-]+(?:\s+[\p{L}-]+ой|\s+[\p{L}-]+ом)?)/iu.exec(
      text,
    );
    return m ? m[1]!.replace(/^сво\p{L}*\s+/iu, '').toLowerCase() : 'этим человеком';
  }
  const m =
    /\b(?:with|w\/?)\s+(?:my\s+|our\s+)((?:(?:old|older|younger|little|big|best|college|school|uni|childhood)\s+)*[a-z-]+)/iu.exec(
      text,
    );
  return m ? `your ${m[1]!.toLowerCase()}` : 'them';
}

/** Instruments, with the English name and the Russian prepositional form said after «на» («на гитаре»). */
const INSTRUMENTS: Array<[RegExp, string, string]> = [
  [re('bass\\s+guitar|бас-?гитар\\p{L}*'), 'bass guitar', 'бас-гитаре'],
  [re('guitar|гитар\\p{L}*'), 'guitar', 'гитаре'],
  [re('piano|keyboard|пианино|фортепиано|синтезатор\\p{L}*'), 'piano', 'фортепиано'],
  [re('ukulele|укулеле'), 'ukulele', 'укулеле'],
  [re('drums?(?![\\p{L}])|барабан\\p{L}*'), 'drums', 'барабанах'],
  [re('violin|скрипк\\p{L}*'), 'violin', 'скрипке'],
  [re('cello|виолончел\\p{L}*'), 'cello', 'виолончели'],
  [re('saxophone|sax(?![\\p{L}])|саксофон\\p{L}*'), 'saxophone', 'саксофоне'],
  [re('flute|флейт\\p{L}*'), 'flute', 'флейте'],
  [re('trumpet|труб[еу](?![\\p{L}])'), 'trumpet', 'трубе'],
  [re('harmonica|губн\\p{L}*\\s+гармошк\\p{L}*'), 'harmonica', 'губной гармошке'],
];
const PLAY = re(
  'learn|play|practi[sc]e|start|get\\s+(?:better|good)|improve|научиться|играть|сыграть|освоить|начать|подтянуть|заниматься',
);
const instrumentOf = (text: string) => INSTRUMENTS.find(([r]) => r.test(text));

const FLEXIBILITY = re(
  'шпагат\\p{L}*|мостик|(?:the\\s+|a\\s+|full\\s+)?splits(?![\\p{L}])|touch\\s+(?:my\\s+)?toes|достать\\s+(?:до\\s+пола|ладонями\\s+пол)|(?:стать|more)\\s+(?:гибче|flexible)|(?:improve|increase)\\s+(?:my\\s+)?flexibility|гибкост\\p{L}*|backbend',
);
const NOT_BODY = re('график\\p{L}*|schedule|hours|работ\\p{L}*|job');
const SPEAKING = re(
  'public\\s+speaking|speak\\s+(?:in\\s+public|at\\s+(?:a\\s+)?(?:conference|meetup|event))|give\\s+(?:a\\s+)?(?:talk|speech|presentation)s?|ted\\s*x|toastmasters|публичн\\p{L}*\\s+выступлен\\p{L}*|выступать\\s+(?:на\\s+публике|публично|перед\\s+(?:людьми|аудиторией))|ораторск\\p{L}*|выступить\\s+(?:на\\s+конференции|с\\s+докладом)|страх\\s+(?:публичных\\s+)?выступлени\\p{L}*',
);
const SCHOOL_HELP = re(
  '(?:help|get)\\s+my\\s+(?:son|daughter|kid|child|\\d+\\s*yo)\\s+(?:get\\s+better|improve|with\\s+(?:math|maths|reading|homework|school)|catch\\s+up|pass)|(?:better|higher)\\s+grades|подтянуть\\s+(?:сына|дочь|дочку|ребёнка|ребенка)|помочь\\s+(?:сыну|дочке|дочери|ребёнку|ребенку)\\s+(?:с|по)\\s+(?:математик|русск|учёб|учеб|урок|чтени|английск)\\p{L}*|исправить\\s+(?:двойк|тройк|оценк)\\p{L}*',
);

const BODY_COMP = re(
  'body\\s*fat|\\d+\\s*%\\s*(?:of\\s+)?(?:body\\s+)?fat|six[\\s-]?pack|visible\\s+abs|get\\s+(?:lean|shredded|toned)|процент\\p{L}*\\s+жира|\\d+\\s*%\\s*жира|кубики(?:\\s+пресса)?|накачать\\s+пресс|рельефн\\p{L}*|подсушиться|сушк[аиу]',
);

export const KIND_DOMAINS: Domain[] = [
  ...TEMPLATE_DOMAINS,
  ...OCCASION_DOMAINS,
  {
    id: 'art-admission',
    kind: 'project',
    category: 'creativity',
    variant: variant(artAdmissionVariant),
    test: (text) => ENTER.test(text) && ART_SCHOOL.test(text),
    mentions:
      /drawing|painting|composition|school|test|portfolio|рисун|живопис|композиц|школ|испытан|работ/iu,
  },
  {
    id: 'music-admission',
    kind: 'project',
    category: 'creativity',
    variant: variant(musicAdmissionVariant),
    test: (text) => ENTER.test(text) && MUSIC_SCHOOL.test(text),
    mentions: /audition|programme|theory|school|test|прослушиван|программ|сольфеджио|школ|испытан/iu,
  },
  {
    id: 'club',
    kind: 'build-habit',
    category: 'relationships',
    variant: variant(clubVariant),
    test: (text, target) => JOIN_CLUB.test(text) && !(target && unitKind(target.unit) === 'distance'),
    mentions: /club|клуб/iu,
  },
  {
    id: 'mend',
    kind: 'build-habit',
    category: 'relationships',
    variant: variant(mendVariant),
    test: (text) => MEND.test(text) && !PARTNER.test(text),
    subject: personAfterWith,
    mentions:
      /talk|message|together|call|happened|part|разговор|сообщени|вместе|звонок|произошло|доля|встреч/iu,
  },
  {
    id: 'instrument',
    kind: 'skill',
    category: 'hobbies',
    variant: variant(instrumentVariant),
    test: (text) => PLAY.test(text) && instrumentOf(text) !== undefined && !TEACH.test(text),
    subject: (text, lang) => {
      const found = instrumentOf(text);
      return found ? (lang === 'ru' ? found[2] : found[1]) : lang === 'ru' ? 'инструменте' : 'instrument';
    },
    mentions: /practi|song|record|play|занят|песн|запис|сыграть|прогон/iu,
  },
  {
    id: 'body-composition',
    kind: 'build-habit',
    category: 'health',
    variant: variant(bodyCompVariant),
    test: (text, target) => BODY_COMP.test(text) && !(target && unitKind(target.unit) === 'weight'),
    mentions: /strength|measure|walk|food|photo|силов|замер|измер|прогулк|питани|фото|еду/iu,
  },
  {
    id: 'flexibility',
    kind: 'skill',
    category: 'health',
    variant: variant(flexibilityVariant),
    test: (text) => FLEXIBILITY.test(text) && !NOT_BODY.test(text),
    mentions: /stretch|measure|flexib|position|mobility|растяж|измер|гибкост|положени|гимнаст/iu,
  },
  {
    id: 'public-speaking',
    kind: 'skill',
    category: 'self-development',
    variant: variant(speakingVariant),
    test: (text) => SPEAKING.test(text),
    mentions: /talk|speak|record|выступ|запис|рассказ/iu,
  },
  {
    id: 'school-help',
    kind: 'skill',
    category: 'relationships',
    variant: variant(schoolHelpVariant),
    test: (text) => SCHOOL_HELP.test(text),
    mentions: /child|teacher|marks|ребён|ребен|учител|оценк/iu,
  },
  {
    id: 'chess',
    kind: 'skill',
    category: 'hobbies',
    variant: variant(chessVariant),
    test: (text) => CHESS.test(text) && !TEACH.test(text),
    mentions: /tactics|game|opening|endgame|rating|тактик|парти|дебют|эндшпил|рейтинг/iu,
  },
  {
    id: 'language',
    kind: 'skill',
    category: 'self-development',
    variant: variant(languageVariant),
    test: (text) => LANGUAGE.test(text) && IMPROVE.test(text) && !EXAMS.some(([r]) => r.test(text)),
    mentions: /./u,
  },
];

/** "reach 1500 on chess.com, I'm 1100 now", «рейтинг 1800»: a rating to climb, from the current one when it is said. */
export function chessRating(text: string): Target | null {
  const numbers = [...text.matchAll(/(?<![\p{N}.,])(\d{3,4})(?![\p{N}])/gu)].map((m) => Number(m[1]));
  const ratings = numbers.filter((n) => n >= 400 && n <= 3000);
  if (ratings.length === 0) return null;
  const now = /(?:i'?m|i\s+am|currently|now|сейчас|у\s+меня|с)\s+(?:at\s+|около\s+|~)?(\d{3,4})/iu.exec(text);
  const start = now ? Number(now[1]) : undefined;
  const value = Math.max(...ratings.filter((n) => n !== start), 0) || ratings[0]!;
  if (start !== undefined && start >= value) return { value, unit: 'point', measure: 'level' };
  return { value, unit: 'point', measure: 'level', ...(start !== undefined ? { start } : {}) };
}

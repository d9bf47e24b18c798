import type { Goal, Language, Plan, Support } from './types.js';

/**
 * Words that signal thoughts of suicide or self-harm. Such a text gets no plan: a kind message with where to
 * find help instead. Deliberately broad: a false alarm costs a message, a miss costs far more.
 */
const SELF_HARM = [
  /(?<![\p{L}])(?:kill(?:ing)?\s+my\s*self|suicid\p{L}*|end(?:ing)?\s+my\s+(?:own\s+)?life|take\s+my\s+(?:own\s+)?life|end\s+it\s+all|(?:don['’]?t|do\s+not|no\s+longer)\s+want\s+to\s+(?:live|be\s+alive|exist|wake\s+up)(?![\p{L}])(?!\s+(?:in|abroad|with|near|by|on|at|alone|together))|want(?:ed)?\s+to\s+die|wish\s+i\s+(?:was|were)\s+dead|self[\s-]?harm\p{L}*|hurt(?:ing)?\s+my\s*self|cut(?:ting)?\s+my\s*self|cut(?:ting)?\s+(?:my\s+)?(?:arms|wrists|thighs)|slit\s+my\s+wrists|starve\s+my\s*self\s+to\s+death|unalive)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:суицид\p{L}*|самоубийств\p{L}*|покончить\s+с\s+собой|убить\s+себя|свести\s+сч[её]ты\s+с\s+жизнью|(?:не\s+хочу|не\s+хочется|незачем)\s+жить(?![\p{L}])(?!\s+(?:в|во|с|со|на|у|рядом|одн\p{L}*|вместе)(?![\p{L}]))|хочу\s+умереть|лишить\s+себя\s+жизни|причинить\s+себе\s+вред|навредить\s+себе|порезать\s+себя|резать\s+себя|(?:по)?резать\s+(?:себе\s+)?(?:руки|вены|запясть\p{L}*|бёдра|бедра)|режу\s+(?:себя|руки|вены)|порезы\s+на\s+(?:руках|теле)|самоповрежд\p{L}*|селфхарм\p{L}*|уйти\s+из\s+жизни)(?![\p{L}])/iu,
];

export function selfHarmSignal(text: string): boolean {
  return SELF_HARM.some((re) => re.test(text));
}

/** Where to find help, by the person's time zone (their country) and language. */
function resourcesFor(lang: Language, timezone: string | undefined): Support['resources'] {
  const zone = timezone ?? '';
  const ruZone =
    /^(?:Europe\/(?:Moscow|Kaliningrad|Samara|Volgograd|Kirov|Astrakhan|Saratov|Ulyanovsk|Simferopol)|Asia\/(?:Yekaterinburg|Omsk|Novosibirsk|Barnaul|Tomsk|Novokuznetsk|Krasnoyarsk|Irkutsk|Chita|Yakutsk|Khandyga|Vladivostok|Ust-Nera|Magadan|Sakhalin|Srednekolymsk|Kamchatka|Anadyr))$/.test(
      zone,
    );
  if (ruZone || (lang === 'ru' && zone === '')) {
    return [
      { name: 'Экстренные службы', contact: '112' },
      {
        name: 'Бесплатный телефон доверия экстренной психологической помощи (круглосуточно)',
        contact: '8-800-2000-122',
      },
      { name: 'Психологическая помощь МЧС России', contact: '+7 495 989-50-50' },
    ];
  }
  if (/^America\/(?!Argentina|Sao_Paulo|Bogota|Lima|Santiago|Caracas|Mexico_City)/.test(zone)) {
    return [
      {
        name:
          lang === 'ru'
            ? 'Линия помощи 988 (звонок или SMS)'
            : '988 Suicide & Crisis Lifeline (call or text)',
        contact: '988',
      },
      { name: lang === 'ru' ? 'Экстренные службы' : 'Emergency services', contact: '911' },
    ];
  }
  if (zone === 'Europe/London' || zone === 'Europe/Dublin') {
    return [
      { name: 'Samaritans (free, any time)', contact: '116 123' },
      { name: lang === 'ru' ? 'Экстренные службы' : 'Emergency services', contact: '999 / 112' },
    ];
  }
  return [
    { name: lang === 'ru' ? 'Экстренные службы' : 'Emergency services', contact: '112' },
    {
      name: lang === 'ru' ? 'Телефоны доверия в вашей стране' : 'Helplines in your country',
      contact: 'https://findahelpline.com',
    },
  ];
}

/** The kind message shown instead of a plan, in the person's language, with where to find help. */
export function supportFor(lang: Language, timezone: string | undefined): Support {
  const resources = resourcesFor(lang, timezone);
  const list = resources.map((r) => `${r.name}: ${r.contact}`).join('; ');
  const message =
    lang === 'ru'
      ? `Похоже, вам сейчас очень тяжело. Мы не будем составлять план для этого — но вы не одни, и помощь есть. Поговорите с кем-то прямо сейчас: ${list}. Если можете, расскажите о своём состоянии близкому человеку.`
      : `It sounds like you are going through something really hard. We won’t make a plan for this, but you are not alone and help is there. Please talk to someone now: ${list}. If you can, tell someone close to you how you feel.`;
  return { message, resources };
}

/** No plan for words of self-harm: the goal as read, no tasks, and a kind message with where to find help. */
export function supportPlan(goal: Goal, timezone: string | undefined): Plan {
  const support = supportFor(goal.language, timezone);
  return {
    goal: { ...goal, target: null, generic: false, domain: 'support', subject: null, schedule: null },
    tasks: [],
    progression: null,
    source: 'builtin',
    warnings: [{ code: 'support', message: support.message }],
    questions: [],
    waveUntil: null,
    safety: { status: 'support', codes: ['support'], support },
  };
}

import { normaliseForScreen } from './self-harm.js';
import { wantsToStopSelfInjury } from './self-harm-stopping.js';
import type { Goal, Language, Plan, Support } from './types.js';

export { selfHarmSignal } from './self-harm.js';

/** A name in the person's language: the helpline is the country's, the words are theirs. */
const say = (lang: Language, en: string, ru: string) => (lang === 'ru' ? ru : en);

/** Where to find help, by the person's time zone (their country) and language. */
function resourcesFor(lang: Language, timezone: string | undefined): Support['resources'] {
  const zone = timezone ?? '';
  const ruZone =
    /^(?:Europe\/(?:Moscow|Kaliningrad|Samara|Volgograd|Kirov|Astrakhan|Saratov|Ulyanovsk|Simferopol)|Asia\/(?:Yekaterinburg|Omsk|Novosibirsk|Barnaul|Tomsk|Novokuznetsk|Krasnoyarsk|Irkutsk|Chita|Yakutsk|Khandyga|Vladivostok|Ust-Nera|Magadan|Sakhalin|Srednekolymsk|Kamchatka|Anadyr))$/.test(
      zone,
    );
  const emergency = say(lang, 'Emergency services', 'Экстренные службы');
  if (ruZone || (lang === 'ru' && zone === '')) {
    return [
      { name: emergency, contact: '112' },
      {
        name: say(
          lang,
          'Psychological emergency line of EMERCOM of Russia (24/7)',
          'Экстренная психологическая помощь МЧС России (круглосуточно)',
        ),
        contact: '+7 495 989-50-50',
      },
      {
        name: say(
          lang,
          'Helpline for children, teenagers and their parents (free, 24/7)',
          'Детский телефон доверия: для детей, подростков и их родителей (бесплатно, круглосуточно)',
        ),
        contact: '8-800-2000-122',
      },
    ];
  }
  if (/^America\/(?!Argentina|Sao_Paulo|Bogota|Lima|Santiago|Caracas|Mexico_City)/.test(zone)) {
    return [
      {
        name: say(lang, '988 Suicide & Crisis Lifeline (call or text)', 'Линия помощи 988 (звонок или SMS)'),
        contact: '988',
      },
      { name: emergency, contact: '911' },
    ];
  }
  if (zone === 'Europe/London' || zone === 'Europe/Dublin') {
    return [
      {
        name: say(lang, 'Samaritans (free, any time)', 'Samaritans (бесплатно, круглосуточно)'),
        contact: '116 123',
      },
      { name: emergency, contact: '999 / 112' },
    ];
  }
  return [
    { name: emergency, contact: '112' },
    {
      name: say(lang, 'Helplines in your country', 'Телефоны доверия в вашей стране'),
      contact: 'https://findahelpline.com',
    },
  ];
}

/**
 * The kind message shown instead of a plan, in the person's language, with where to find help. Someone who hurts
 * themselves and wants to stop hears that wanting to stop matters, and that it is done with people, not alone.
 */
export function supportFor(lang: Language, timezone: string | undefined, text = ''): Support {
  const resources = resourcesFor(lang, timezone);
  const list = resources.map((r) => `${r.name}: ${r.contact}`).join('; ');
  const stopping = text !== '' && wantsToStopSelfInjury(normaliseForScreen(text));
  const message = stopping
    ? lang === 'ru'
      ? `Хотеть остановиться — это важный и смелый шаг, и делать его в одиночку не нужно. Мы не будем составлять план для этого: с этим лучше помогают люди — психотерапевт или врач, а прямо сейчас — телефон доверия: ${list}. Если можете, расскажите близкому человеку, что вам бывает так тяжело.`
      : `Wanting to stop is a brave and important step, and you don’t have to take it alone. We won’t make a plan for this: people help with it best — a therapist or a doctor, and right now a helpline: ${list}. If you can, tell someone close to you when things get this hard.`
    : lang === 'ru'
      ? `Похоже, вам сейчас очень тяжело. Мы не будем составлять план для этого — но вы не одни, и помощь есть. Поговорите с кем-то прямо сейчас: ${list}. Если можете, расскажите о своём состоянии близкому человеку.`
      : `It sounds like you are going through something really hard. We won’t make a plan for this, but you are not alone and help is there. Please talk to someone now: ${list}. If you can, tell someone close to you how you feel.`;
  return { message, resources };
}

/** No plan for words of self-harm: the goal as read, no tasks, and a kind message with where to find help. */
export function supportPlan(goal: Goal, timezone: string | undefined): Plan {
  const support = supportFor(goal.language, timezone, goal.title);
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

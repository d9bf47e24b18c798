import { last, once, t, type Variant, weekly } from './dsl.js';

/** Every day: short prompts at the moments a child most often needs to go, with one thing to mind that day. */
const PROMPT_DAYS = [
  t(
    'Potty prompts today: after waking, after breakfast, after lunch, before going out, before the nap; 2–3 minutes each',
    'Горшок сегодня: после сна, после завтрака, после обеда, перед прогулкой, перед дневным сном; по 2–3 минуты',
  ),
  t(
    'Potty prompts through the day (after waking, after meals, before going out); praise every try, not only successes',
    'Горшок в течение дня (после сна, после еды, перед прогулкой); хвалить за каждую попытку, не только за успех',
  ),
  t(
    'Potty prompts after waking, after meals and before going out; an accident: change calmly, no scolding or punishment',
    'Горшок после сна, после еды и перед прогулкой; промах — спокойно переодеть, без ругани и наказаний',
  ),
  t(
    'Potty prompts after waking, after meals and before going out; watch for the child’s signal (fidgeting, going quiet)',
    'Горшок после сна, после еды и перед прогулкой; замечать сигналы ребёнка (ёрзает, затихает)',
  ),
  t(
    'Potty prompts after waking, after meals and before going out; a sticker on the chart for each try',
    'Горшок после сна, после еды и перед прогулкой; наклейка в таблицу за каждую попытку',
  ),
  t(
    'Potty prompts after waking, after meals and before going out; pants instead of a nappy while awake at home',
    'Горшок после сна, после еды и перед прогулкой; дома днём — трусики вместо подгузника',
  ),
  t(
    'Potty prompts after waking, after meals, before going out and before bed; tell the child what went well today',
    'Горшок после сна, после еды, перед прогулкой и перед сном; рассказать ребёнку, что сегодня получилось',
  ),
];

/** Once it mostly works: fewer reminders, the child asks; the moments stay the same. */
const STEADY_DAYS = [
  t(
    'Potty after waking and before going out; between them, wait for the child to ask and praise asking',
    'Горшок после сна и перед прогулкой; в остальное время ждать, пока ребёнок попросится, и хвалить за это',
  ),
  t(
    'Potty prompts after meals only if the child has not asked; no punishment for an accident',
    'Горшок после еды, только если ребёнок сам не попросился; за промах не наказывать',
  ),
  t(
    'Potty before going out and before the nap; take the potty or spare clothes on the walk',
    'Горшок перед прогулкой и перед дневным сном; на прогулку — горшок или запасная одежда',
  ),
  t(
    'Potty after waking, before going out and before bed; praise the dry times',
    'Горшок после сна, перед прогулкой и перед сном; хвалить за сухие промежутки',
  ),
  t(
    'Potty after waking and after meals when the child forgets to ask; a calm change after an accident',
    'Горшок после сна и после еды, если ребёнок забыл попроситься; после промаха — спокойно переодеть',
  ),
  t(
    'Potty before going out and at a new place (a shop, a visit): show where the toilet is',
    'Горшок перед прогулкой и в новом месте (магазин, гости): показать, где туалет',
  ),
  t(
    'Potty after waking and before bed; tell the child what went well this week',
    'Горшок после сна и перед сном; рассказать ребёнку, что получилось за неделю',
  ),
];

/**
 * Potty training: readiness signs first, then short prompts at the moments a child most often needs to go (after
 * waking, after meals, before going out), every day, with praise for each try and no punishment for accidents.
 * A prompt is an offer of two or three minutes on the potty, not a session.
 */
export const pottyVariant: Variant = {
  id: 'potty-training',
  defaultWeeks: 6,
  sessionsPerWeek: 7,
  time: '07:30',
  phases: [
    {
      id: 'ready',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Ready to start: the signs seen, the potty in place',
        'Готовы начать: признаки есть, горшок на месте',
      ),
      steps: [
        once(
          t(
            'Look for the readiness signs over a few days: dry for two hours or after a nap, notices a wet nappy, shows interest in the toilet, can pull pants down',
            'Несколько дней смотреть на признаки готовности: сухой подгузник 2 часа или после сна, замечает мокрый, интересуется туалетом, может снять штанишки',
          ),
          { key: true, minutes: 15 },
        ),
        once(
          t(
            'Put the potty where the child plays and let them sit on it dressed; read a picture book about the potty together',
            'Поставить горшок там, где ребёнок играет, дать посидеть на нём в одежде; вместе почитать книжку про горшок',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Agree with everyone who looks after the child: the same words, prompts at the same moments, calm about accidents, no punishment or shaming',
            'Договориться со всеми, кто сидит с ребёнком: одни слова, предлагать горшок в одни и те же моменты, спокойно к промахам, без наказаний и стыда',
          ),
          { minutes: 30 },
        ),
        once(
          t(
            'Pick a calm start week at home (no illness, move or new nursery) and buy pants and spare clothes',
            'Выбрать спокойную неделю дома для старта (без болезни, переезда или нового сада), купить трусики и запасную одежду',
          ),
        ),
      ],
    },
    {
      id: 'prompts',
      weight: 3,
      milestone: t('Most tries on the potty succeed', 'Большинство попыток — на горшке'),
      steps: [
        weekly(PROMPT_DAYS, { times: 7, minutes: 20, key: true }),
        weekly(
          t(
            'Weekly check with the other carers, 10 min: the same prompts at the same moments, accidents met calmly',
            'Раз в неделю сверка со всеми, кто сидит с ребёнком, 10 минут: горшок в те же моменты, к промахам спокойно',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'steady',
      weight: 2,
      milestone: t(
        'Dry most days, the child asks on their own',
        'Сухо почти каждый день, ребёнок просится сам',
      ),
      steps: [
        weekly(STEADY_DAYS, { times: 7, minutes: 20, key: true }),
        weekly(
          t(
            'A week with setbacks (illness, a new place): a few days back on every prompt, no punishment',
            'Неделя с откатом (болезнь, новое место): несколько дней снова предлагать горшок в каждый момент, без наказаний',
          ),
          { minutes: 10 },
        ),
        last(
          t(
            'Celebrate with the child: big-kid pants and a small treat',
            'Отпраздновать с ребёнком: «взрослые» трусики и маленький сюрприз',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};

// Built-in guides: the seeded mentors nobody signs in as. A guide never answers, so it says only what it can
// say honestly: its playbook shapes the plan (modules/goals/planning.ts), and a short tip for the goal's area
// arrives in the bell when a milestone of the goal is done. Comments and messages to a guide are refused
// (policies/mentors.ts, policies/people.ts).
import type { Category } from '@stepwise/planner/categories';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

type Tip = { en: string; ru: string };

/** Three tips per area, given in turn: the first milestone gets the first, the fourth the first again. */
export const GUIDE_TIPS: Record<Category, Tip[]> = {
  'self-development': [
    {
      en: 'One milestone done. Write down what made it work, so the next stretch starts from it.',
      ru: 'Один этап позади. Запишите, что помогло, чтобы следующий начать с этого.',
    },
    {
      en: 'Keep the steps small enough to do on a bad day: that is what keeps a streak alive.',
      ru: 'Держите шаги такими, чтобы их можно было сделать и в плохой день: так серия не прерывается.',
    },
    {
      en: 'Look back at where you started. The change is bigger than it feels from inside.',
      ru: 'Посмотрите, с чего вы начинали. Изменения больше, чем кажется изнутри.',
    },
  ],
  finances: [
    {
      en: 'Milestone reached. Automate the next transfer now, while the habit is fresh.',
      ru: 'Этап пройден. Настройте следующий автоперевод сейчас, пока привычка свежа.',
    },
    {
      en: 'Check one recurring expense this week: cancelling one pays for the next step.',
      ru: 'Проверьте на этой неделе одну регулярную трату: отказ от одной оплатит следующий шаг.',
    },
    {
      en: 'Count what you have put aside so far. Seeing the number keeps the plan going.',
      ru: 'Посчитайте, сколько уже отложено. Когда видишь сумму, план легче продолжать.',
    },
  ],
  career: [
    {
      en: 'Milestone done. Add what you learned to your CV or portfolio today, not at the end.',
      ru: 'Этап пройден. Добавьте то, чему научились, в резюме или портфолио сегодня, а не в конце.',
    },
    {
      en: 'Tell one person in the field what you are working on: most openings come from a conversation.',
      ru: 'Расскажите одному человеку из профессии, над чем работаете: многие возможности начинаются с разговора.',
    },
    {
      en: 'Pick the next step that someone else could see: a finished piece beats a half-read book.',
      ru: 'Выберите следующий шаг, результат которого увидят другие: готовая работа лучше недочитанной книги.',
    },
  ],
  health: [
    {
      en: 'Milestone reached. Rest days are part of the plan: keep them, the body grows on them.',
      ru: 'Этап пройден. Дни отдыха тоже часть плана: не пропускайте их, тело крепнет именно в них.',
    },
    {
      en: 'Raise the load by about a tenth at most from one week to the next; it keeps injuries away.',
      ru: 'Повышайте нагрузку не больше чем на десятую часть в неделю: так меньше риск травмы.',
    },
    {
      en: 'Sleep is the cheapest progress there is. Aim for the same bedtime on training days.',
      ru: 'Сон — самый дешёвый прогресс. Старайтесь ложиться в одно время в дни тренировок.',
    },
  ],
  relationships: [
    {
      en: 'Milestone done. Ask the other person how it felt for them; listen before planning the next one.',
      ru: 'Этап пройден. Спросите другого человека, каково было ему, и выслушайте, прежде чем планировать дальше.',
    },
    {
      en: 'Small and regular beats big and rare: a short call every week counts more than a long one a year.',
      ru: 'Немного, но регулярно лучше, чем много и редко: короткий звонок каждую неделю важнее долгого раз в год.',
    },
    {
      en: 'Notice one thing you are grateful for in someone close, and say it out loud.',
      ru: 'Заметьте, за что вы благодарны близкому человеку, и скажите ему об этом вслух.',
    },
  ],
  creativity: [
    {
      en: 'Milestone done. Show the work to one person: finished and shared beats perfect and hidden.',
      ru: 'Этап пройден. Покажите работу одному человеку: готовое и показанное лучше идеального и спрятанного.',
    },
    {
      en: 'Keep a fixed time for practice; inspiration is easier to meet at an appointment.',
      ru: 'Держите постоянное время для практики: вдохновение легче встретить по расписанию.',
    },
    {
      en: 'Copy a piece you admire, on purpose. It is how most craft is learned.',
      ru: 'Намеренно повторите работу, которая вам нравится. Так осваивают ремесло.',
    },
  ],
  spirituality: [
    {
      en: 'Milestone reached. Keep a quiet minute at the end of the day to notice how it went.',
      ru: 'Этап пройден. Оставляйте в конце дня минуту тишины, чтобы заметить, как он прошёл.',
    },
    {
      en: 'A practice that is short and daily goes deeper than a long one now and then.',
      ru: 'Короткая ежедневная практика уходит глубже, чем долгая время от времени.',
    },
    {
      en: 'Be kind to yourself on the days you miss. Coming back is the practice.',
      ru: 'Будьте бережны к себе в пропущенные дни. Возвращение и есть практика.',
    },
  ],
  hobbies: [
    {
      en: 'Milestone done. Enjoy it: a hobby that stays fun is one you keep.',
      ru: 'Этап пройден. Порадуйтесь: увлечение, которое приносит радость, не бросают.',
    },
    {
      en: 'Find one other person who does it too; company makes practice easier to keep.',
      ru: 'Найдите человека с тем же увлечением: в компании практику легче не бросить.',
    },
    {
      en: 'Set yourself a small show-and-tell: a photo, a tune, a finished piece.',
      ru: 'Устройте себе небольшой показ: фото, мелодия, готовая вещь.',
    },
  ],
  technology: [
    {
      en: 'Milestone done. Build something tiny with what you just learned before reading further.',
      ru: 'Этап пройден. Прежде чем читать дальше, сделайте что-то маленькое из только что изученного.',
    },
    {
      en: 'When you are stuck for 30 minutes, write the question down precisely; half the time it answers itself.',
      ru: 'Если застряли на полчаса, запишите вопрос точно: часто ответ находится сам.',
    },
    {
      en: 'Put your work somewhere public; explaining it to others fixes it in your head.',
      ru: 'Выложите работу в открытый доступ: объясняя другим, вы закрепляете знания.',
    },
  ],
  science: [
    {
      en: 'Milestone done. Explain the idea in three sentences to someone outside the field.',
      ru: 'Этап пройден. Объясните идею в трёх предложениях человеку не из этой области.',
    },
    {
      en: 'Work the problems, not only the chapters: understanding shows up on paper.',
      ru: 'Решайте задачи, а не только читайте главы: понимание проверяется на бумаге.',
    },
    {
      en: 'Keep a notebook of questions; the good ones become the next milestone.',
      ru: 'Ведите тетрадь вопросов: хорошие вопросы становятся следующим этапом.',
    },
  ],
};

/** The tip for the n-th milestone (1-based) of a goal in this area, in the person's language. */
export function guideTip(category: string, ordinal: number, lang: string): string | null {
  const tips = GUIDE_TIPS[category as Category];
  if (!tips) return null;
  const tip = tips[(Math.max(1, ordinal) - 1) % tips.length]!;
  return lang === 'en' ? tip.en : tip.ru;
}

export interface GuideTipNotice {
  userId: string;
  guideId: string;
  goalId: string;
  milestoneId: string;
  title: string;
  label: string;
  tip: string;
}

/**
 * The tips a done milestone brings: to each of these people who owns the milestone's goal and whose mentor is a
 * built-in guide. One statement: the goal, its owner's guide and language, and the milestone's ordinal.
 */
export async function guideTipsFor(
  tx: Tx,
  milestoneId: string,
  userIds: string[],
): Promise<GuideTipNotice[]> {
  if (userIds.length === 0) return [];
  const result = await tx.execute(sql`
    select g.id as goal_id, g.title, g.category, o.id as user_id, o.lang, o.mentor_id as guide_id, m.label,
      (select count(*)::int from tasks s where s.plan_id = m.plan_id and s.parent_id is null
        and s.position <= m.position) as ordinal
    from tasks m
    join plans p on p.id = m.plan_id
    join goals g on g.id = p.goal_id
    join users o on o.id = g.user_id
    join mentor_profiles mp on mp.user_id = o.mentor_id and mp.guide
    where m.id = ${milestoneId}::uuid and o.id = any(${sql.param(userIds)}::uuid[])`);
  return rowsOf<{
    goal_id: string;
    title: string;
    category: string;
    user_id: string;
    lang: string;
    guide_id: string;
    label: string;
    ordinal: number;
  }>(result).flatMap((r) => {
    const tip = guideTip(r.category, Number(r.ordinal), r.lang);
    return tip
      ? [
          {
            userId: r.user_id,
            guideId: r.guide_id,
            goalId: r.goal_id,
            milestoneId,
            title: r.title,
            label: r.label,
            tip,
          },
        ]
      : [];
  });
}

import { formatNumber, formatQuantity } from './format.js';
import type { Plan } from './types.js';

const CATEGORY_NAMES: Record<string, { en: string; ru: string }> = {
  'self-development': { en: 'self-development', ru: 'саморазвитие' },
  finances: { en: 'finances', ru: 'финансы' },
  career: { en: 'career', ru: 'карьера' },
  health: { en: 'health', ru: 'здоровье' },
  relationships: { en: 'relationships', ru: 'отношения' },
  creativity: { en: 'creativity', ru: 'творчество' },
  spirituality: { en: 'spirituality', ru: 'духовность' },
  hobbies: { en: 'hobbies', ru: 'хобби' },
  technology: { en: 'technology', ru: 'технологии' },
  science: { en: 'science', ru: 'наука' },
};

const WEEKDAYS = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  ru: ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'],
};

function shortDate(iso: string, lang: 'en' | 'ru'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const wd = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return `${WEEKDAYS[lang][wd]} ${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${String(y % 100).padStart(2, '0')}`;
}

/** A plan as readable text: the goal, then each milestone with its dated steps. */
export function printPlan(plan: Plan): string {
  const { goal } = plan;
  const lang = goal.language;
  const L =
    lang === 'ru'
      ? {
          cat: 'Категория',
          dl: 'Срок',
          t: 'Цель',
          none: 'без числовой цели',
          now: 'сейчас',
          def: '(по умолчанию)',
          m: 'Этап',
          cp: 'по этапам',
          kind: 'Вид',
          warn: 'Внимание',
          ask: 'Вопрос',
          wave: 'Шаги расписаны до',
          unread: '(срок не понят)',
        }
      : {
          cat: 'Category',
          dl: 'Deadline',
          t: 'Target',
          none: 'no numeric target',
          now: 'now',
          def: '(default)',
          m: 'Milestone',
          cp: 'by milestone',
          kind: 'Kind',
          warn: 'Warning',
          ask: 'Question',
          wave: 'Steps dated up to',
          unread: '(deadline not understood)',
        };
  // Words of self-harm get no plan: the title and the kind message only, never a deadline, a kind or a target.
  if (plan.safety?.status === 'support') {
    return [goal.title, '', plan.safety.support?.message ?? plan.warnings?.[0]?.message ?? ''].join('\n');
  }
  const lines = [
    goal.title,
    `${L.cat}: ${CATEGORY_NAMES[goal.category]![lang]} · ${L.dl}: ${shortDate(goal.deadline, lang)}${goal.deadlineSource === 'default' ? ` ${L.def}` : goal.deadlineSource === 'unreadable' ? ` ${L.unread}` : ''}`,
  ];
  if (goal.kind)
    lines.push(`${L.kind}: ${goal.kind} · ${goal.domain}${goal.subject ? ` · «${goal.subject}»` : ''}`);
  if (plan.progression && goal.target) {
    const unit = plan.progression.unit;
    const pts = plan.progression.points.map((p) => formatNumber(p.value, lang, 1)).join(' → ');
    const sign = goal.target.measure === 'total' && (unit === 'kg' || unit === 'lb') ? '−' : '';
    lines.push(
      `${L.t}: ${sign}${formatQuantity(goal.target.value, goal.target.unit, lang, 'nom')} · ${L.cp}: ${pts}`,
    );
  } else {
    const t = goal.target;
    // "Target: $85,000 · now $72,000": where the person said they stand, when no curve shows it.
    const now = t?.start !== undefined ? ` · ${L.now} ${formatQuantity(t.start, t.unit, lang, 'nom')}` : '';
    lines.push(`${L.t}: ${t ? formatQuantity(t.value, t.unit, lang, 'nom') : L.none}${now}`);
  }
  for (const w of plan.warnings ?? []) lines.push(`${L.warn}: ${w.message}`);
  for (const q of plan.questions ?? [])
    lines.push(`${L.ask}: ${q.text} [${q.options.map((o) => o.label).join(' | ')}]`);
  if (plan.waveUntil) lines.push(`${L.wave} ${shortDate(plan.waveUntil, lang)}`);
  let i = 0;
  for (const t of plan.tasks) {
    if (t.parentId === null) {
      i++;
      lines.push('', `${L.m} ${i} · ${shortDate(t.date, lang)} — ${t.label}`);
    } else lines.push(`  ${shortDate(t.date, lang)} ${t.time}  ${t.label}`);
  }
  return lines.join('\n');
}

import { GOALS_NS, type GoalsKey } from '../../shared/goals/texts';
import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

/** The texts of the roadmap (namespace `roadmap`). */
export const en = {
  roadmap: {
    title: 'Roadmap',
    subtitle: 'Your goals and milestones month by month',
    empty: 'Nothing on the roadmap yet',
    emptyText: 'Goals with dates appear here on a month timeline.',
    legendDone: 'Done',
    legendOpen: 'Ahead',
    today: 'Today',
    deadline: 'Deadline {{date}}',
    timeline: 'Timeline of “{{title}}”',
    openPlan: 'Open the plan of “{{title}}”, {{value}}% done',
  },
};

export const ru = {
  roadmap: {
    title: 'Дорожная карта',
    subtitle: 'Цели и этапы по месяцам',
    empty: 'На карте пока пусто',
    emptyText: 'Цели с датами появятся здесь на шкале по месяцам.',
    legendDone: 'Сделано',
    legendOpen: 'Впереди',
    today: 'Сегодня',
    deadline: 'Срок {{date}}',
    timeline: 'Шкала цели «{{title}}»',
    openPlan: 'Открыть план цели «{{title}}», выполнено {{value}}%',
  },
} satisfies Russian<typeof en>;

const NS = 'roadmap';
registerTexts(NS, en, ru);

type RoadmapKey = TextKey<typeof en> | GoalsKey;

const namespaces = [NS, GOALS_NS];
/** `t` for this feature's texts and the shared goal texts, typed by the English texts. */
export const useRoadmapT = () => useTexts<RoadmapKey>(namespaces);

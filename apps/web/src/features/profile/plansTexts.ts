import { GOALS_NS, type GoalsKey } from '../../shared/goals/texts';
import { registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

/** The texts of the profile's plans section (namespace `profilePlans`). */
export const en = {
  profilePlans: {
    empty: 'No public plans yet',
    emptyOwn: 'Set a goal: public goals are shown here with their progress.',
    emptyGuest: 'This person has not shared any goals yet.',
    setGoal: 'Set a goal',
    allGoals: 'All goals',
    loadFailed: 'Could not load the plans',
  },
};

export const ru: typeof en = {
  profilePlans: {
    empty: 'Открытых планов пока нет',
    emptyOwn: 'Поставьте цель — открытые цели появятся здесь вместе с прогрессом.',
    emptyGuest: 'Этот человек пока не поделился целями.',
    setGoal: 'Поставить цель',
    allGoals: 'Все цели',
    loadFailed: 'Не удалось загрузить планы',
  },
} as typeof en;

const NS = 'profilePlans';
registerTexts(NS, en, ru);

type ProfilePlansKey = TextKey<typeof en> | GoalsKey;

const namespaces = [NS, GOALS_NS];
/** `t` for this feature's texts and the shared goal texts, typed by the English texts. */
export const useProfilePlansT = () => useTexts<ProfilePlansKey>(namespaces);

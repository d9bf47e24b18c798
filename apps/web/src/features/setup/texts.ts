import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

/** Texts of the setup wizard added after the shared `setup` keys (namespace `setupPages`). */
export const en = {
  setupPages: {
    goalOptional: 'Another goal (optional)',
    openPlan: 'Open my plan',
    completeWithPlan: 'Your plan is ready: its first step is waiting for you.',
    goalOptionalHint: 'Your goals stay as they are. Describe a new one here to add it, or leave this empty.',
  },
};

export const ru = {
  setupPages: {
    goalOptional: 'Ещё одна цель (необязательно)',
    openPlan: 'Открыть мой план',
    completeWithPlan: 'Ваш план готов: первый шаг уже ждёт.',
    goalOptionalHint:
      'Ваши цели останутся как есть. Опишите здесь новую, чтобы добавить её, или оставьте поле пустым.',
  },
} satisfies Russian<typeof en>;

const NS = 'setupPages';
registerTexts(NS, en, ru);

export type SetupPagesKey = TextKey<typeof en>;
const namespaces = [NS];
/** `t` for these texts, typed by the English ones. */
export const useSetupPagesT = () => useTexts<SetupPagesKey>(namespaces);

import { type Russian, registerTexts, type TextKey, useTexts } from '../../i18n/namespace';

/** The visibility choice of a new goal (the New goal dialog, setup step 3): each option with what it means. */
export const en = {
  visibility: {
    label: 'Who can see this goal',
    options: {
      private: {
        label: 'Only me',
        meaning: 'You and your mentor. Not on your profile, not in anyone’s news.',
      },
      followers: {
        label: 'Subscribers',
        meaning: 'People subscribed to you, on your profile and in their news.',
      },
      public: {
        label: 'Everyone',
        meaning: 'Anyone who opens your profile, guests too, and the public news.',
      },
    },
    why: {
      personal: 'Suggested “Only me”: it reads as a personal goal. You can change it.',
      other:
        'Suggested “Subscribers”. Personal goals (health, relationships, money, faith, family) start as “Only me”.',
      own: 'Your default from settings. You can change it for this goal.',
    },
  },
};

export const ru = {
  visibility: {
    label: 'Кто видит эту цель',
    options: {
      private: {
        label: 'Только мне',
        meaning: 'Вам и вашему наставнику. Не в профиле и не в чьих-либо новостях.',
      },
      followers: {
        label: 'Подписчикам',
        meaning: 'Тем, кто на вас подписан: в вашем профиле и в их новостях.',
      },
      public: { label: 'Всем', meaning: 'Всем, кто откроет ваш профиль, и гостям тоже, и в общих новостях.' },
    },
    why: {
      personal: 'Предлагаем «Только мне»: цель выглядит личной. Можно изменить.',
      other:
        'Предлагаем «Подписчикам». Личные цели (здоровье, отношения, деньги, вера, семья) сначала видны только вам.',
      own: 'Ваш выбор по умолчанию из настроек. Для этой цели его можно изменить.',
    },
  },
} satisfies Russian<typeof en>;

export const VISIBILITY_NS = 'goalVisibility';
registerTexts(VISIBILITY_NS, en, ru);

export type VisibilityKey = TextKey<typeof en>;

const namespaces = [VISIBILITY_NS];
/** `t` for the visibility choice. */
export const useVisibilityT = () => useTexts<VisibilityKey>(namespaces);

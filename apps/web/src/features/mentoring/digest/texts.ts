import { type Russian, registerTexts, type TextKey, useTexts } from '../../../shared/i18n/namespace';

export const en = {
  digest: {
    open: 'Weekly digest',
    title: 'Weekly digest',
    week: '{{from}} – {{to}}',
    loadFailed: 'Could not load the digest',
    retry: 'Try again',
    none: 'No digest yet',
    noneText:
      'Every Monday a summary of your mentees’ week appears here (and in your mailbox, if you keep it on).',
    noMentees: 'None of the people in this digest is your mentee any more.',
    done_one: 'Done: {{count}} step',
    done_other: 'Done: {{count}} steps',
    slipped_one: 'Slipped: {{count}} step',
    slipped_other: 'Slipped: {{count}} steps',
    nothingDone: 'Nothing done this week',
    nothingSlipped: 'Nothing slipped',
    comments_one: '{{count}} unread comment',
    comments_other: '{{count}} unread comments',
    suggestions_one: '{{count}} suggestion waiting',
    suggestions_other: '{{count}} suggestions waiting',
    noGoals: 'No active goals',
    openPlan: 'Open the plan',
    forecast: {
      onPace: 'On pace',
      behind_one: '{{count}} day behind',
      behind_other: '{{count}} days behind',
      ahead_one: '{{count}} day ahead',
      ahead_other: '{{count}} days ahead',
      done: 'Done',
      unknown: 'Too early to say',
    },
    emailOn: 'E-mail me the weekly digest',
    emailText: 'A letter on Mondays with your mentees’ week.',
    close: 'Close',
  },
};

export const ru = {
  digest: {
    open: 'Сводка за неделю',
    title: 'Сводка за неделю',
    week: '{{from}} – {{to}}',
    loadFailed: 'Не удалось загрузить сводку',
    retry: 'Повторить',
    none: 'Сводок пока нет',
    noneText:
      'Каждый понедельник здесь появляется итог недели ваших подопечных (и письмо на почту, если оно включено).',
    noMentees: 'Никто из этой сводки больше не ваш подопечный.',
    done_one: 'Сделан {{count}} шаг',
    done_few: 'Сделано {{count}} шага',
    done_many: 'Сделано {{count}} шагов',
    done_other: 'Сделано {{count}} шага',
    slipped_one: 'Пропущен {{count}} шаг',
    slipped_few: 'Пропущено {{count}} шага',
    slipped_many: 'Пропущено {{count}} шагов',
    slipped_other: 'Пропущено {{count}} шага',
    nothingDone: 'За неделю ничего не сделано',
    nothingSlipped: 'Ничего не пропущено',
    comments_one: '{{count}} непрочитанный комментарий',
    comments_few: '{{count}} непрочитанных комментария',
    comments_many: '{{count}} непрочитанных комментариев',
    comments_other: '{{count}} непрочитанного комментария',
    suggestions_one: '{{count}} предложение ждёт ответа',
    suggestions_few: '{{count}} предложения ждут ответа',
    suggestions_many: '{{count}} предложений ждут ответа',
    suggestions_other: '{{count}} предложения ждут ответа',
    noGoals: 'Нет целей в работе',
    openPlan: 'Открыть план',
    forecast: {
      onPace: 'По плану',
      behind_one: 'Отставание {{count}} день',
      behind_few: 'Отставание {{count}} дня',
      behind_many: 'Отставание {{count}} дней',
      behind_other: 'Отставание {{count}} дня',
      ahead_one: 'Опережение {{count}} день',
      ahead_few: 'Опережение {{count}} дня',
      ahead_many: 'Опережение {{count}} дней',
      ahead_other: 'Опережение {{count}} дня',
      done: 'Готово',
      unknown: 'Пока рано судить',
    },
    emailOn: 'Присылать недельную сводку на почту',
    emailText: 'Письмо по понедельникам с итогами недели подопечных.',
    close: 'Закрыть',
  },
} satisfies Russian<typeof en>;

export const DIGEST_NS = 'digest';
registerTexts(DIGEST_NS, en, ru);

export type DigestKey = TextKey<typeof en>;
const namespaces = [DIGEST_NS];
export const useDigestTexts = () => useTexts<DigestKey>(namespaces);

import type { Playbook } from '../playbook-schema.js';
import { last, levelSession, once, progressCount, t, type Variant, weekly, weeklyReview } from './dsl.js';
import { languageVariant, readingVariant } from './self-development-study.js';

/** Any skill or habit: define, practise, stretch with feedback, prove it in real life. */
const growthVariant: Variant = {
  id: 'growth',
  defaultWeeks: 10,
  sessionsPerWeek: 4,
  time: '07:30',
  phases: [
    {
      id: 'define',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'Goal made concrete, practice time fixed',
        'Цель сформулирована конкретно, время для практики выбрано',
      ),
      steps: [
        once(
          t(
            'Write down in one measurable sentence what success looks like',
            'Записать одним измеримым предложением, как выглядит результат',
          ),
        ),
        once(t('Pick a fixed time and place for practice', 'Выбрать постоянное время и место для занятий')),
        once(t('Choose one book or course on the topic', 'Выбрать одну книгу или курс по теме')),
        weekly(
          [
            t(
              'Practice, 30 min: the simplest version of the skill',
              'Практика, 30 минут: самая простая версия навыка',
            ),
            t(
              'Study, 30 min, and write down one idea to try',
              'Изучать тему 30 минут и записать одну идею для пробы',
            ),
          ],
          { times: 2 },
        ),
      ],
    },
    {
      id: 'practice',
      weight: 3,
      milestone: t('Practice has become a routine', 'Практика стала регулярной'),
      milestoneWithTarget: t('Progress: {cum:nom}', 'Прогресс: {cum:nom}'),
      steps: [
        weekly(
          [
            t(
              'Deliberate practice, 30 min: one weak spot at a time',
              'Осознанная практика, 30 минут: одно слабое место за раз',
            ),
            t(
              'Practice, 30 min: use the new idea in a real situation',
              'Практика, 30 минут: применить новую идею в реальной ситуации',
            ),
            t('Study, 30 min: the next chapter or lesson', 'Учёба, 30 минут: следующая глава или урок'),
          ],
          { times: 3 },
        ),
        levelSession(),
        weeklyReview,
        progressCount(),
      ],
    },
    {
      id: 'stretch',
      weight: 3,
      milestone: t('Ready for a real-world test', 'Готовы к проверке в деле'),
      milestoneWithTarget: t('Progress: {cum:nom}', 'Прогресс: {cum:nom}'),
      steps: [
        weekly(
          [
            t(
              'Harder practice, 40 min: raise the difficulty a notch',
              'Практика посложнее, 40 минут: поднять планку на ступень',
            ),
            t(
              'Practice with feedback: record yourself or ask someone to watch',
              'Практика с обратной связью: записать себя или попросить кого-то посмотреть',
            ),
            t(
              'Study, 30 min: learn from someone further along',
              'Учёба, 30 минут: разобрать опыт того, кто продвинулся дальше',
            ),
          ],
          { times: 3 },
        ),
        levelSession(),
        weeklyReview,
        progressCount(),
      ],
    },
    {
      id: 'prove',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Goal reached', 'Цель достигнута'),
      milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
      steps: [
        weekly(
          t(
            'Practice, 30 min: polish what is still shaky',
            'Практика, 30 минут: довести то, что ещё получается неуверенно',
          ),
        ),
        progressCount(),
        last(
          t(
            'Real-world test: use the skill where it counts',
            'Проверка в деле: применить навык там, где это действительно важно',
          ),
          { key: true },
        ),
        last(
          t(
            'Compare with the start and set the next goal',
            'Сравнить с тем, что было в начале, и поставить следующую цель',
          ),
        ),
      ],
    },
  ],
};

export const selfDevelopmentPlaybook: Playbook = {
  id: 'default-self-development',
  category: 'self-development',
  variants: [readingVariant, languageVariant, growthVariant],
};

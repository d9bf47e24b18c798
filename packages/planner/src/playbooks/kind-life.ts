import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/** Applying to a programme (a PhD, a master's, a university, a school, a grant): requirements to submission. */
export const admissionsVariant: Variant = {
  id: 'admissions',
  defaultWeeks: 12,
  sessionsPerWeek: 3,
  time: '18:30',
  phases: [
    {
      id: 'shortlist',
      weight: 2,
      milestone: t('Shortlist and requirements clear', 'Список программ и требования ясны'),
      steps: [
        once(
          t(
            'List 5–8 programmes that fit and write down each one’s deadline',
            'Выписать 5–8 подходящих программ и срок подачи каждой',
          ),
        ),
        step(
          t(
            'For each programme, list the documents, tests and fees it asks for',
            'Для каждой программы выписать документы, экзамены и взносы',
          ),
        ),
        step(
          t(
            'Write to one potential supervisor or the admissions office with a short, specific question',
            'Написать потенциальному руководителю или в приёмную комиссию с коротким конкретным вопросом',
          ),
          { workday: true },
        ),
        weekly(
          t(
            'Application work, 1 hour: read the programme pages and past students’ advice',
            'Работа над поступлением, 1 час: изучить страницы программ и советы поступивших',
          ),
          { minutes: 60 },
        ),
      ],
    },
    {
      id: 'documents',
      weight: 3,
      milestone: t(
        'Statement, CV and recommenders ready',
        'Мотивационное письмо, резюме и рекомендатели готовы',
      ),
      steps: [
        step(
          t(
            'Ask two or three recommenders, with your CV and the deadlines attached',
            'Попросить двух-трёх человек о рекомендациях, приложив резюме и сроки',
          ),
          { workday: true },
        ),
        step(t('Draft the statement of purpose', 'Написать черновик мотивационного письма')),
        step(
          t(
            'Ask someone who knows the field to read the statement; revise it',
            'Дать письмо прочитать человеку из этой области и доработать',
          ),
        ),
        step(t('Update the CV for the application', 'Обновить резюме под поступление')),
        weekly(
          [
            t(
              'Application work, 1 hour: the statement, one section at a time',
              'Работа над поступлением, 1 час: мотивационное письмо, по одному разделу',
            ),
            t(
              'Application work, 1 hour: the research proposal or portfolio',
              'Работа над поступлением, 1 час: исследовательское предложение или портфолио',
            ),
          ],
          { times: 2, minutes: 60 },
        ),
      ],
    },
    {
      id: 'submit',
      weight: 2,
      milestone: t('Applications submitted', 'Заявки поданы'),
      steps: [
        step(
          t(
            'Check every programme’s checklist: documents, translations, fees',
            'Сверить чек-лист каждой программы: документы, переводы, взносы',
          ),
        ),
        step(
          t(
            'Submit the first application a week before its deadline',
            'Подать первую заявку за неделю до срока',
          ),
        ),
        step(
          t(
            'Confirm the recommenders’ letters have arrived',
            'Убедиться, что рекомендательные письма пришли',
          ),
        ),
        biweekly(t('Review: what is submitted, what is left', 'Сверка: что подано, что осталось'), {
          minutes: 20,
        }),
      ],
    },
    {
      id: 'interview',
      weight: 1,
      milestone: t('Interviews prepared, answers awaited', 'К собеседованиям готовы, ждём ответов'),
      steps: [
        once(
          t(
            'Prepare a 2-minute account of your research interest and practise it aloud',
            'Подготовить двухминутный рассказ о своих научных интересах и проговорить вслух',
          ),
        ),
        last(
          t(
            'Check the application portals and answer any requests within a day',
            'Проверить личные кабинеты программ и ответить на запросы в течение дня',
          ),
          { key: true },
        ),
      ],
    },
  ],
};

/** Training a dog the person already has: short daily sessions, one skill at a time, a trainer for problems. */
export const dogTrainingVariant: Variant = {
  id: 'dog-training',
  defaultWeeks: 8,
  sessionsPerWeek: 5,
  time: '18:00',
  phases: [
    {
      id: 'basics',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Rewards, marker word and a calm training spot ready',
        'Лакомства, слово-маркер и спокойное место для занятий готовы',
      ),
      steps: [
        once(
          t(
            'Write down the three behaviours you want most, and what the dog does now',
            'Записать три главных навыка, которые нужны, и что собака делает сейчас',
          ),
        ),
        once(
          t(
            'Choose small soft treats and a marker word (“yes!”)',
            'Выбрать мелкие мягкие лакомства и слово-маркер («да!»)',
          ),
        ),
        weekly(
          t(
            'Training, 10 min: name and “look at me”, reward every success',
            'Занятие, 10 минут: кличка и «смотри на меня», награда за каждый успех',
          ),
          { times: 5, minutes: 10 },
        ),
      ],
    },
    {
      id: 'skills',
      weight: 3,
      milestone: t(
        'Sit, come and loose-leash walking at home and in the yard',
        '«Сидеть», «ко мне» и поводок без натяжения — дома и во дворе',
      ),
      steps: [
        weekly(
          [
            t(
              'Training, 10 min: “sit” and “down”, three short rounds',
              'Занятие, 10 минут: «сидеть» и «лежать», три коротких подхода',
            ),
            t(
              'Training, 10 min: recall (“come”) in the house, then the yard',
              'Занятие, 10 минут: подзыв «ко мне» дома, потом во дворе',
            ),
            t(
              'Walk with leash practice, 15 min: stop when it pulls, go on when it is loose',
              'Прогулка с отработкой поводка, 15 минут: тянет — стоим, провис — идём',
            ),
            t(
              'Training, 10 min: “leave it” with a treat on the floor',
              'Занятие, 10 минут: «фу» с лакомством на полу',
            ),
            t(
              'Training, 10 min: repeat the hardest skill of the week in a new room',
              'Занятие, 10 минут: повторить самый трудный навык недели в другой комнате',
            ),
          ],
          { times: 5, minutes: 15 },
        ),
        step(
          t(
            'Book a group class or one session with a dog trainer',
            'Записаться на групповое занятие или к кинологу на одно занятие',
          ),
        ),
      ],
    },
    {
      id: 'distractions',
      weight: 2,
      milestone: t('Commands work outside, with distractions', 'Команды работают на улице, при отвлечениях'),
      steps: [
        weekly(
          [
            t(
              'Training on a walk, 15 min: recall on a long line with other dogs at a distance',
              'Занятие на прогулке, 15 минут: подзыв на длинном поводке, другие собаки вдалеке',
            ),
            t(
              'Training, 10 min: “stay” for longer and from further away',
              'Занятие, 10 минут: выдержка дольше и с большего расстояния',
            ),
            t(
              'Training on a walk, 15 min: loose leash past a shop, a playground or a café',
              'Занятие на прогулке, 15 минут: поводок без натяжения мимо магазина, площадки или кафе',
            ),
            t(
              'Training in the park, 15 min: sit and stay while people pass by',
              'Занятие в парке, 15 минут: «сидеть» и выдержка, пока мимо идут люди',
            ),
          ],
          { times: 4, minutes: 15 },
        ),
        weekly(
          t('Note what worked this week and what did not', 'Записать, что получилось за неделю, а что нет'),
          {
            minutes: 10,
          },
        ),
      ],
    },
    {
      id: 'check',
      weight: 1,
      milestone: t('The dog listens on everyday walks', 'Собака слушается на обычных прогулках'),
      steps: [
        last(
          t(
            'Check walk: sit, come and loose leash in a new place; pick the next skill',
            'Контрольная прогулка: «сидеть», «ко мне» и поводок в новом месте; выбрать следующий навык',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};

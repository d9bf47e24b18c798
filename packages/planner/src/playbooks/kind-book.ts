import { biweekly, last, monthly, once, t, type Variant, weekly } from './dsl.js';

/**
 * A book that is not a novel (a memoir, a family history, a non-fiction book): what it is about and for whom, the
 * chapters and the material, a daily word count for the draft, then revision. The novel's plan without its
 * fiction (no premise of who wants what, no characters).
 */
export const bookVariant: Variant = {
  id: 'book',
  defaultWeeks: 40,
  sessionsPerWeek: 5,
  time: '07:00',
  phases: [
    {
      id: 'outline',
      weight: 1,
      maxWeeks: 4,
      milestone: t(
        'Book outlined: what it is about, the chapters, the material',
        'План книги готов: о чём она, главы, материалы',
      ),
      steps: [
        once(
          t(
            'Write in one paragraph what the book is about and who it is for',
            'Записать одним абзацем, о чём книга и для кого она',
          ),
          { beginnerOnly: true },
        ),
        once(
          t(
            'Gather the material: notes, photos, letters, dates, the people to ask',
            'Собрать материалы: заметки, фото, письма, даты и людей, которых стоит расспросить',
          ),
          { beginnerOnly: true },
        ),
        once(
          t(
            'Outline the chapters still to write, a line per chapter',
            'Составить поглавный план ещё не написанных глав книги, по строке на главу',
          ),
        ),
        once(t('Fix a writing time and a word-count log', 'Выбрать время для письма и завести журнал слов')),
        weekly(
          [
            t(
              'Warm up for 30 min: write one memory or one section freely, without editing',
              'Размяться 30 минут: свободно написать одно воспоминание или один раздел, без правки',
            ),
            t(
              'Read a chapter of a book like yours that you admire and note how it is built',
              'Прочитать главу похожей книги, которая нравится, и разобрать, как она устроена',
            ),
          ],
          { times: 2, minutes: 30 },
        ),
      ],
    },
    {
      id: 'draft',
      weight: 6,
      milestone: t('First half of the draft written', 'Первая половина черновика написана'),
      milestoneWithTarget: t('{cum:nom} of the draft written', 'Написано {cum:nom} черновика'),
      steps: [
        weekly(
          [
            t(
              'Write {share} of the draft, forward only, no editing',
              'Написать {share} черновика, только вперёд, без правки',
            ),
            t(
              'Write the next section from the outline, {share}',
              'Написать следующий раздел по плану, {share}',
            ),
            t(
              'Write {share} and stop mid-sentence, so tomorrow starts easily',
              'Написать {share} и остановиться на полуфразе, чтобы завтра легко начать',
            ),
            t('Write {share}, then log the word count', 'Написать {share}, затем записать счётчик слов'),
            t(
              'Write a section built on one concrete moment, {share}',
              'Написать раздел вокруг одного конкретного эпизода, {share}',
            ),
          ],
          { times: 5, when: 'total', minutes: 60 },
        ),
        weekly(
          [
            t(
              'Write the next section from the outline for 60 min',
              'Писать следующий раздел по плану 60 минут',
            ),
            t(
              'Write the book for 60 min, forward only, no editing',
              'Писать книгу 60 минут, только вперёд, без правки',
            ),
            t(
              'Write the book for 60 min, then log the word count',
              'Писать книгу 60 минут, затем записать счётчик слов',
            ),
            t(
              'Write the part you most want to tell, 60 min',
              'Написать то, что больше всего хочется рассказать, за 60 минут',
            ),
          ],
          { times: 4, when: 'noTarget', minutes: 60 },
        ),
        monthly(
          t(
            'Reread last month’s chapters and update the outline',
            'Перечитать главы книги за месяц и поправить план',
          ),
          { minutes: 45 },
        ),
      ],
    },
    {
      id: 'finish-draft',
      weight: 4,
      milestone: t('First draft of the book finished', 'Первый черновик книги закончен'),
      milestoneWithTarget: t('The draft is finished at {cum:nom}', 'Черновик закончен, в нём {cum:nom}'),
      steps: [
        weekly(
          [
            t('Write {share}, moving towards the ending', 'Написать {share}, продвигаясь к финалу'),
            t('Write {share}, going on with the next chapter', 'Написать {share}, продолжая следующую главу'),
            t(
              'Write {share} and keep notes for the rewrite in a separate file',
              'Написать {share}, а пометки для правки вести в отдельном файле',
            ),
            t('Write {share} of the draft, forward only', 'Написать {share} черновика, только вперёд'),
            t(
              'Write the hardest section of the week, {share}',
              'Написать самый трудный раздел недели, {share}',
            ),
          ],
          { times: 5, when: 'total', minutes: 60 },
        ),
        weekly(
          [
            t('Write the next chapter for 60 min', 'Писать следующую главу 60 минут'),
            t('Write for 60 min, moving towards the ending', 'Писать 60 минут, продвигаясь к финалу'),
            t(
              'Write the book for 60 min, then log the word count',
              'Писать книгу 60 минут, затем записать счётчик слов',
            ),
            t(
              'Write the hardest section of the week, 60 min',
              'Написать самый трудный раздел недели, 60 минут',
            ),
          ],
          { times: 4, when: 'noTarget', minutes: 60 },
        ),
        last(
          t(
            'Type “The End” on the draft and put it away for two weeks',
            'Поставить точку в черновике книги и отложить его на две недели',
          ),
        ),
      ],
    },
    {
      id: 'revise',
      weight: 2,
      maxWeeks: 10,
      milestone: t(
        'Goal reached: the book is written and revised',
        'Цель достигнута: книга написана и отредактирована',
      ),
      milestoneWithTarget: t(
        'Goal reached: a book of {target:nom}',
        'Цель достигнута: книга на {target:nom}',
      ),
      steps: [
        once(
          t(
            'Read the whole draft in one go and list the big problems',
            'Прочитать черновик книги целиком и выписать крупные проблемы',
          ),
        ),
        weekly(
          [
            t(
              'Revise one chapter, structure first',
              'Отредактировать одну главу книги, начиная со структуры',
            ),
            t(
              'Revise one chapter, then read it aloud',
              'Отредактировать одну главу книги и прочитать её вслух',
            ),
            t('Cut what the reader does not need, 45 min', 'Вычеркнуть то, что читателю не нужно, 45 минут'),
          ],
          { times: 3, minutes: 60 },
        ),
        biweekly(
          t(
            'Send revised chapters to two beta readers',
            'Отправить отредактированные главы книги двум бета-читателям',
          ),
          { minutes: 20 },
        ),
        last(
          t(
            'Do a final pass and decide how to publish it: a publisher, print on demand or copies for the family',
            'Финально вычитать книгу и решить, как её издать: издательство, печать по требованию или экземпляры для семьи',
          ),
          {
            key: true,
          },
        ),
      ],
    },
  ],
};

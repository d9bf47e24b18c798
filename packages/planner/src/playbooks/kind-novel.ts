import { biweekly, last, monthly, once, t, type Variant, weekly } from './dsl.js';

/** A novel or a book: outline, a daily word count for the draft (most of the time), then revision. */
export const novelVariant: Variant = {
  id: 'novel',
  defaultWeeks: 40,
  sessionsPerWeek: 5,
  time: '07:00',
  phases: [
    {
      id: 'outline',
      weight: 1,
      maxWeeks: 4,
      milestone: t(
        'Novel outlined: premise, characters, chapters',
        'План романа готов: замысел, герои, главы',
      ),
      steps: [
        once(
          t(
            'Write the novel’s premise in one paragraph: who wants what, and what stands in the way',
            'Записать замысел романа одним абзацем: кто чего хочет и что мешает',
          ),
          { beginnerOnly: true },
        ),
        once(
          t(
            'Write character sheets for the novel’s three main characters',
            'Заполнить карточки трёх главных героев романа',
          ),
          { beginnerOnly: true },
        ),
        once(
          t(
            'Outline the chapters still to write, a line per chapter',
            'Составить поглавный план ещё не написанных глав романа, по строке на главу',
          ),
        ),
        once(t('Fix a writing time and a word-count log', 'Выбрать время для письма и завести журнал слов')),
        weekly(
          [
            t(
              'Warm up for 30 min: write a scene from the novel without editing',
              'Размяться 30 минут: написать сцену из романа без правки',
            ),
            t(
              'Read a chapter of a novel you admire and note how it is built',
              'Прочитать главу любимого романа и разобрать, как она устроена',
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
            t('Write the next scene from the outline, {share}', 'Написать следующую сцену по плану, {share}'),
            t(
              'Write {share} and stop mid-sentence, so tomorrow starts easily',
              'Написать {share} и остановиться на полуфразе, чтобы завтра легко начать',
            ),
            t('Write {share}, then log the word count', 'Написать {share}, затем записать счётчик слов'),
            t('Write a dialogue-heavy scene, {share}', 'Написать сцену с диалогами, {share}'),
          ],
          { times: 5, when: 'total', minutes: 60 },
        ),
        weekly(
          [
            t('Write the next scene from the outline for 60 min', 'Писать следующую сцену по плану 60 минут'),
            t(
              'Write the novel for 60 min, forward only, no editing',
              'Писать роман 60 минут, только вперёд, без правки',
            ),
            t(
              'Write the novel for 60 min, then log the word count',
              'Писать роман 60 минут, затем записать счётчик слов',
            ),
            t(
              'Write a scene you are looking forward to, 60 min',
              'Написать сцену, которую давно хочется написать, за 60 минут',
            ),
          ],
          { times: 4, when: 'noTarget', minutes: 60 },
        ),
        monthly(
          t(
            'Reread last month’s chapters of the novel and update the outline',
            'Перечитать главы романа за месяц и поправить план',
          ),
          { minutes: 45 },
        ),
      ],
    },
    {
      id: 'finish-draft',
      weight: 4,
      milestone: t('First draft of the novel finished', 'Первый черновик романа закончен'),
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
            t('Write the hardest scene of the week, {share}', 'Написать самую трудную сцену недели, {share}'),
          ],
          { times: 5, when: 'total', minutes: 60 },
        ),
        weekly(
          [
            t('Write the next chapter for 60 min', 'Писать следующую главу 60 минут'),
            t('Write for 60 min, moving towards the ending', 'Писать 60 минут, продвигаясь к финалу'),
            t(
              'Write the novel for 60 min, then log the word count',
              'Писать роман 60 минут, затем записать счётчик слов',
            ),
            t('Write the hardest scene of the week, 60 min', 'Написать самую трудную сцену недели, 60 минут'),
          ],
          { times: 4, when: 'noTarget', minutes: 60 },
        ),
        last(
          t(
            'Type “The End” on the novel draft and put it away for two weeks',
            'Поставить точку в черновике романа и отложить его на две недели',
          ),
        ),
      ],
    },
    {
      id: 'revise',
      weight: 2,
      maxWeeks: 10,
      milestone: t(
        'Goal reached: the novel is written and revised',
        'Цель достигнута: роман написан и отредактирован',
      ),
      milestoneWithTarget: t(
        'Goal reached: a novel of {target:nom}',
        'Цель достигнута: роман на {target:nom}',
      ),
      steps: [
        once(
          t(
            'Read the whole novel draft in one go and list the big problems',
            'Прочитать черновик романа целиком и выписать крупные проблемы',
          ),
        ),
        weekly(
          [
            t(
              'Revise one chapter of the novel, structure first',
              'Отредактировать одну главу романа, начиная со структуры',
            ),
            t(
              'Revise one chapter of the novel, then read it aloud',
              'Отредактировать одну главу романа и прочитать её вслух',
            ),
            t(
              'Cut from the novel what does not move the story',
              'Вычеркнуть из романа то, что не двигает сюжет',
            ),
          ],
          { times: 3, minutes: 60 },
        ),
        biweekly(
          t(
            'Send revised chapters of the novel to two beta readers',
            'Отправить отредактированные главы романа двум бета-читателям',
          ),
          { minutes: 20 },
        ),
        last(
          t(
            'Do a final pass on the novel and write a short synopsis for publishers',
            'Финально вычитать роман и написать короткий синопсис для издательств',
          ),
          {
            key: true,
          },
        ),
      ],
    },
  ],
};

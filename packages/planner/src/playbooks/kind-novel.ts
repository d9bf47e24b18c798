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
          t('Character sheets for the novel’s three main characters', 'Карточки трёх главных героев романа'),
          { beginnerOnly: true },
        ),
        once(
          t(
            'Chapter-by-chapter outline of the chapters still to write, a line per chapter',
            'Поглавный план ещё не написанных глав романа, по строке на главу',
          ),
        ),
        once(t('Fix a writing time and a word-count log', 'Выбрать время для письма и завести журнал слов')),
        weekly(
          [
            t(
              'Writing warm-up, 30 min: a scene from the novel, no editing',
              'Разминка, 30 минут: сцена из романа, без правки',
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
      milestoneWithTarget: t('Draft: {cum:nom} written', 'Черновик: написано {cum:nom}'),
      steps: [
        weekly(
          [
            t(
              'Novel draft: {share}, forward only, no editing',
              'Черновик романа: {share}, только вперёд, без правки',
            ),
            t(
              'Novel draft: {share} — the next scene from the outline',
              'Черновик романа: {share} — следующая сцена по плану',
            ),
            t(
              'Novel draft: {share}; end mid-sentence to start easily tomorrow',
              'Черновик романа: {share}; остановиться на полуфразе, чтобы завтра легко начать',
            ),
            t(
              'Novel draft: {share}, then log the word count',
              'Черновик романа: {share}, затем записать счётчик слов',
            ),
            t('Novel draft: {share} of dialogue-heavy scenes', 'Черновик романа: {share}, сцены с диалогами'),
          ],
          { times: 5, when: 'total', minutes: 60 },
        ),
        weekly(
          [
            t(
              'Novel draft, 60 min: the next scene from the outline',
              'Черновик романа, 60 минут: следующая сцена по плану',
            ),
            t(
              'Novel draft, 60 min, forward only, no editing',
              'Черновик романа, 60 минут, только вперёд, без правки',
            ),
            t('Novel draft, 60 min; log the word count', 'Черновик романа, 60 минут; записать счётчик слов'),
            t(
              'Novel draft, 60 min: a scene you are looking forward to',
              'Черновик романа, 60 минут: сцена, которую хочется написать',
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
      milestoneWithTarget: t('Draft finished: {cum:nom}', 'Черновик закончен: {cum:nom}'),
      steps: [
        weekly(
          [
            t('Novel draft: {share} towards the ending', 'Черновик романа: {share}, ближе к финалу'),
            t('Novel draft: {share}, the next chapter', 'Черновик романа: {share}, следующая глава'),
            t(
              'Novel draft: {share}; keep notes for the rewrite separate',
              'Черновик романа: {share}; пометки для правки — отдельно',
            ),
            t('Novel draft: {share}, forward only', 'Черновик романа: {share}, только вперёд'),
            t(
              'Novel draft: {share}, the hardest scene of the week',
              'Черновик романа: {share}, самая трудная сцена недели',
            ),
          ],
          { times: 5, when: 'total', minutes: 60 },
        ),
        weekly(
          [
            t('Novel draft, 60 min: the next chapter', 'Черновик романа, 60 минут: следующая глава'),
            t('Novel draft, 60 min, towards the ending', 'Черновик романа, 60 минут, ближе к финалу'),
            t('Novel draft, 60 min; log the word count', 'Черновик романа, 60 минут; записать счётчик слов'),
            t(
              'Novel draft, 60 min: the hardest scene of the week',
              'Черновик романа, 60 минут: самая трудная сцена недели',
            ),
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
              'Revise the novel: one chapter, structure first',
              'Правка романа: одна глава, сначала структура',
            ),
            t(
              'Revise the novel: one chapter, then read it aloud',
              'Правка романа: одна глава, потом прочитать вслух',
            ),
            t(
              'Revise the novel: cut what does not move the story',
              'Правка романа: убрать то, что не двигает сюжет',
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
            'Final pass on the novel and a short synopsis for publishers',
            'Финальная вычитка романа и короткий синопсис для издательств',
          ),
          {
            key: true,
          },
        ),
      ],
    },
  ],
};

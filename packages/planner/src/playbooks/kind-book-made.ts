import { last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * One book made by hand for a day (a picture book, a comic, a photo book for someone): the story and the text
 * first, a sketch of every page, then the pages finished week by week and counted, and the printing and binding
 * early enough for the day. Not an art practice: nothing is exhibited.
 */
export const bookMadeVariant: Variant = {
  id: 'book-made',
  defaultWeeks: 12,
  sessionsPerWeek: 3,
  time: '19:00',
  phases: [
    {
      id: 'story',
      weight: 1,
      maxWeeks: 2,
      milestone: t('The story and the text of the book written', 'История и текст книги написаны'),
      steps: [
        once(
          t(
            'Write the story of the book in five sentences: who it is about, what happens, how it ends',
            'Записать историю книги в пяти предложениях: о ком она, что происходит, чем заканчивается',
          ),
          { minutes: 45 },
        ),
        once(
          t(
            'Split the story into the book’s pages: one or two sentences of text for each page',
            'Разбить историю на страницы книги: одно-два предложения текста на каждую страницу',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Draw the main character a few times until they look right: a character sheet for the book',
            'Нарисовать главного героя несколько раз, пока он не получится: лист персонажа для книги',
          ),
          { minutes: 60 },
        ),
      ],
    },
    {
      id: 'dummy',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Every page sketched in a rough dummy', 'Все страницы набросаны в черновом макете'),
      steps: [
        step(
          t(
            'Thumbnails: a small sketch of every page of the book on one sheet, with where the text goes',
            'Миниатюры: маленький эскиз каждой страницы книги на одном листе и где стоит текст',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Make a rough dummy of the book at its real size and read it through as the reader will',
            'Сделать черновой макет книги в настоящем размере и прочитать его так, как будет читать читатель',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Choose the size, the paper and the printing: a print shop, an online photo-book service or bound by hand; note their lead time',
            'Выбрать формат, бумагу и печать: типография, онлайн-сервис фотокниг или переплёт вручную; узнать срок изготовления',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'pages',
      weight: 4,
      milestone: t('The pages of the book are finished', 'Страницы книги готовы'),
      milestoneWithTarget: t(
        'The book’s pages finished: {cum:num} of {target}',
        'Страницы книги готовы: {cum:num} из {target:gen}',
      ),
      steps: [
        weekly(
          [
            t(
              'Final art, 1 h: {share} of the book, pencil first, then ink or paint',
              'Чистовые рисунки, 1 час: {share:nom} книги — сначала карандаш, потом тушь или краски',
            ),
            t(
              'Final art, 1 h: {share} of the book, checked against the dummy',
              'Чистовые рисунки, 1 час: {share:nom} книги, сверяясь с макетом',
            ),
            t(
              'Final art, 1 h: {share} of the book, coloured and finished',
              'Чистовые рисунки, 1 час: {share:nom} книги, раскрасить и доделать',
            ),
          ],
          { times: 3, minutes: 60, key: true, when: 'total' },
        ),
        weekly(
          [
            t(
              'Final art for the next two pages of the book, 1 h: pencil, then ink or paint',
              'Чистовые рисунки для следующих двух страниц книги, 1 час: карандаш, потом тушь или краски',
            ),
            t(
              'Colour and finish the pages drawn this week',
              'Раскрасить и доделать страницы, нарисованные на этой неделе',
            ),
            t(
              'Final art for the next two pages of the book, 1 h, checked against the dummy',
              'Чистовые рисунки для следующих двух страниц книги, 1 час, сверяясь с макетом',
            ),
          ],
          { times: 3, minutes: 60, key: true, when: 'noTarget' },
        ),
        weekly(
          t(
            'Count the finished pages against the dummy and move a late page to next week',
            'Посчитать готовые страницы по макету и перенести отстающую на следующую неделю',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'print',
      weight: 1,
      maxWeeks: 3,
      milestone: t(
        'Goal reached: the book is printed and given',
        'Цель достигнута: книга напечатана и подарена',
      ),
      steps: [
        once(
          t(
            'Put the text on the finished pages and check the spelling and the page order',
            'Разместить текст на готовых страницах, проверить орфографию и порядок страниц',
          ),
          { minutes: 90 },
        ),
        once(
          t(
            'Scan or photograph the pages and send the book to print, with a week or two to spare',
            'Отсканировать или сфотографировать страницы и отдать книгу в печать с запасом в одну-две недели',
          ),
          { minutes: 60 },
        ),
        last(
          t(
            'Give the book: a dedication on the first page, then read it together',
            'Подарить книгу: надпись на первой странице, потом прочитать её вместе',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};

import type { Category } from '../src/categories.js';

/** A goal as a person would type it, with what the planner should understand from it (today 2026-11-22). */
export interface CorpusGoal {
  text: string;
  category: Category;
  target?: { value: number; unit: string };
  /** The deadline written in the text, as understood on 2026-11-22; absent when the text names none. */
  deadline?: string;
}

export const CORPUS_TODAY = '2026-11-22';

export const CORPUS_EN: CorpusGoal[] = [
  {
    text: 'Run a marathon by June 1',
    category: 'health',
    target: { value: 42.2, unit: 'km' },
    deadline: '2027-06-01',
  },
  { text: 'Run 10 km without stopping', category: 'health', target: { value: 10, unit: 'km' } },
  {
    text: 'Run a half marathon in 4 months',
    category: 'health',
    target: { value: 21.1, unit: 'km' },
    deadline: '2027-03-22',
  },
  {
    text: 'Lose 8 kg by summer',
    category: 'health',
    target: { value: 8, unit: 'kg' },
    deadline: '2027-06-01',
  },
  { text: 'Do 50 push-ups in a row', category: 'health', target: { value: 50, unit: 'pushup' } },
  { text: 'Get fit and sleep better', category: 'health' },
  {
    text: 'Walk 10000 steps a day within 6 weeks',
    category: 'health',
    target: { value: 10000, unit: 'step' },
    deadline: '2027-01-03',
  },
  {
    text: 'Save $5,000 by the end of the year',
    category: 'finances',
    target: { value: 5000, unit: 'USD' },
    deadline: '2026-12-31',
  },
  { text: 'Save 5k for a trip to Japan', category: 'finances', target: { value: 5000, unit: 'USD' } },
  {
    text: 'Pay off my $12,000 credit card debt in a year',
    category: 'finances',
    target: { value: 12000, unit: 'USD' },
    deadline: '2027-11-22',
  },
  {
    text: 'Build an emergency fund of €3000 within 6 months',
    category: 'finances',
    target: { value: 3000, unit: 'EUR' },
    deadline: '2027-05-22',
  },
  { text: 'Start budgeting and stop overspending', category: 'finances' },
  { text: 'Get a job as a product manager by March', category: 'career', deadline: '2027-03-01' },
  {
    text: 'Get promoted to senior engineer by the end of next year',
    category: 'career',
    deadline: '2027-12-31',
  },
  { text: 'Find a new job with a better salary', category: 'career' },
  {
    text: 'Send 60 job applications in 2 months',
    category: 'career',
    target: { value: 60, unit: 'application' },
    deadline: '2027-01-22',
  },
  {
    text: 'Read 24 books this year',
    category: 'self-development',
    target: { value: 24, unit: 'book' },
    deadline: '2026-12-31',
  },
  {
    text: 'Read 12 books in 6 months',
    category: 'self-development',
    target: { value: 12, unit: 'book' },
    deadline: '2027-05-22',
  },
  { text: 'Learn 2000 Spanish words', category: 'self-development', target: { value: 2000, unit: 'word' } },
  {
    text: 'Reach IELTS 7 in English by September',
    category: 'self-development',
    target: { value: 7, unit: 'band' },
    deadline: '2027-09-01',
  },
  { text: 'Become more disciplined and wake up at 6', category: 'self-development' },
  { text: 'Learn public speaking in 3 months', category: 'self-development', deadline: '2027-02-22' },
  { text: 'Call my parents every week and see friends more often', category: 'relationships' },
  {
    text: 'Go on 10 dates with my wife before spring',
    category: 'relationships',
    target: { value: 10, unit: 'date' },
    deadline: '2027-02-28',
  },
  {
    text: 'Make 5 new friends in the city within 3 months',
    category: 'relationships',
    target: { value: 5, unit: 'friend' },
    deadline: '2027-02-22',
  },
  {
    text: 'Write 12 short stories by the end of the year',
    category: 'creativity',
    target: { value: 12, unit: 'story' },
    deadline: '2026-12-31',
  },
  { text: 'Paint 20 watercolour paintings', category: 'creativity', target: { value: 20, unit: 'painting' } },
  { text: 'Learn to draw portraits', category: 'creativity' },
  {
    text: 'Write and record 5 songs in 6 months',
    category: 'creativity',
    target: { value: 5, unit: 'song' },
    deadline: '2027-05-22',
  },
  { text: 'Meditate 20 minutes a day', category: 'spirituality', target: { value: 20, unit: 'minute' } },
  { text: 'Keep a gratitude journal and find more calm', category: 'spirituality' },
  {
    text: 'Complete 100 meditations by April',
    category: 'spirituality',
    target: { value: 100, unit: 'meditation' },
    deadline: '2027-04-01',
  },
  { text: 'Learn to play guitar in 6 months', category: 'hobbies', deadline: '2027-05-22' },
  {
    text: 'Play chess every week and reach a 1500 rating',
    category: 'hobbies',
    // A chess rating is a level to climb, in points.
    target: { value: 1500, unit: 'point' },
  },
  { text: 'Learn to cook 30 new dishes', category: 'hobbies', target: { value: 30, unit: 'dish' } },
  { text: 'Learn Python and build a web app by June', category: 'technology', deadline: '2027-06-01' },
  {
    text: 'Solve 150 coding problems in 3 months',
    category: 'technology',
    target: { value: 150, unit: 'problem' },
    deadline: '2027-02-22',
  },
  { text: 'Learn machine learning basics', category: 'technology' },
  {
    text: 'Publish 2 research papers by next summer',
    category: 'science',
    target: { value: 2, unit: 'paper' },
    deadline: '2027-06-01',
  },
  { text: 'Finish my PhD thesis chapter on black holes', category: 'science' },
  {
    text: 'Run 30 experiments for my biology project in 10 weeks',
    category: 'science',
    target: { value: 30, unit: 'experiment' },
    deadline: '2027-01-31',
  },
  {
    text: 'Lose 10 lbs in 3 months',
    category: 'health',
    target: { value: 10, unit: 'lb' },
    deadline: '2027-02-22',
  },
];

export const CORPUS_RU: CorpusGoal[] = [
  {
    text: 'Пробежать марафон к 1 мая',
    category: 'health',
    target: { value: 42.2, unit: 'km' },
    deadline: '2027-05-01',
  },
  { text: 'Пробежать 5 км без остановки', category: 'health', target: { value: 5, unit: 'km' } },
  {
    text: 'Пробежать полумарафон за полгода',
    category: 'health',
    target: { value: 21.1, unit: 'km' },
    deadline: '2027-05-22',
  },
  { text: 'Похудеть на 8 кг', category: 'health', target: { value: 8, unit: 'kg' } },
  {
    text: 'Похудеть с 92 до 84 кг к лету',
    category: 'health',
    target: { value: 84, unit: 'kg' },
    deadline: '2027-06-01',
  },
  { text: 'Подтягиваться 15 раз', category: 'health', target: { value: 15, unit: 'pullup' } },
  { text: 'Начать заниматься спортом и лучше спать', category: 'health' },
  {
    text: 'Накопить 300 000 ₽ к лету',
    category: 'finances',
    target: { value: 300000, unit: 'RUB' },
    deadline: '2027-06-01',
  },
  {
    text: 'Накопить 1,5 млн рублей на первый взнос за 2 года',
    category: 'finances',
    target: { value: 1500000, unit: 'RUB' },
    deadline: '2028-11-22',
  },
  {
    text: 'Погасить кредит 200 тыс. до конца года',
    category: 'finances',
    target: { value: 200000, unit: 'RUB' },
    deadline: '2026-12-31',
  },
  {
    text: 'Отложить 50000 рублей на отпуск за 3 месяца',
    category: 'finances',
    target: { value: 50000, unit: 'RUB' },
    deadline: '2027-02-22',
  },
  { text: 'Навести порядок в личном бюджете', category: 'finances' },
  { text: 'Найти работу аналитиком данных к марту', category: 'career', deadline: '2027-03-01' },
  { text: 'Получить повышение до тимлида за год', category: 'career', deadline: '2027-11-22' },
  { text: 'Сменить работу на более интересную', category: 'career' },
  {
    text: 'Прочитать 24 книги за год',
    category: 'self-development',
    target: { value: 24, unit: 'book' },
    deadline: '2027-11-22',
  },
  {
    text: 'Прочитать 5 книг по психологии до 1 марта',
    category: 'self-development',
    target: { value: 5, unit: 'book' },
    deadline: '2027-03-01',
  },
  {
    text: 'Выучить 2000 слов за 4 месяца',
    category: 'self-development',
    target: { value: 2000, unit: 'word' },
    deadline: '2027-03-22',
  },
  { text: 'Заговорить на английском к лету', category: 'self-development', deadline: '2027-06-01' },
  { text: 'Научиться вставать в 6 утра', category: 'self-development' },
  {
    text: 'Развить навык публичных выступлений за 3 месяца',
    category: 'self-development',
    deadline: '2027-02-22',
  },
  { text: 'Чаще звонить родителям и видеться с друзьями', category: 'relationships' },
  {
    text: 'Сходить на 10 свиданий с женой до весны',
    category: 'relationships',
    target: { value: 10, unit: 'date' },
    deadline: '2027-02-28',
  },
  { text: 'Найти новых друзей в городе за 3 месяца', category: 'relationships', deadline: '2027-02-22' },
  {
    text: 'Написать 12 рассказов до конца года',
    category: 'creativity',
    target: { value: 12, unit: 'story' },
    deadline: '2026-12-31',
  },
  {
    text: 'Нарисовать 30 скетчей за месяц',
    category: 'creativity',
    target: { value: 30, unit: 'drawing' },
    deadline: '2026-12-22',
  },
  { text: 'Научиться рисовать портреты', category: 'creativity' },
  {
    text: 'Написать 21 стихотворение к весне',
    category: 'creativity',
    target: { value: 21, unit: 'poem' },
    deadline: '2027-03-01',
  },
  {
    text: 'Медитировать по 20 минут в день',
    category: 'spirituality',
    target: { value: 20, unit: 'minute' },
  },
  { text: 'Вести дневник благодарности и найти больше спокойствия', category: 'spirituality' },
  {
    text: 'Провести 100 медитаций к апрелю',
    category: 'spirituality',
    target: { value: 100, unit: 'meditation' },
    deadline: '2027-04-01',
  },
  { text: 'Научиться играть на гитаре за полгода', category: 'hobbies', deadline: '2027-05-22' },
  { text: 'Играть в шахматы каждую неделю', category: 'hobbies' },
  { text: 'Освоить выпечку хлеба к новому году', category: 'hobbies', deadline: '2026-12-31' },
  { text: 'Выучить Python и сделать своё приложение к июню', category: 'technology', deadline: '2027-06-01' },
  {
    text: 'Решить 150 задач по программированию за 3 месяца',
    category: 'technology',
    target: { value: 150, unit: 'problem' },
    deadline: '2027-02-22',
  },
  { text: 'Разобраться в основах машинного обучения', category: 'technology' },
  {
    text: 'Опубликовать 2 научные статьи к лету',
    category: 'science',
    target: { value: 2, unit: 'article' },
    deadline: '2027-06-01',
  },
  { text: 'Дописать главу диссертации по физике', category: 'science' },
  {
    text: 'Провести 30 экспериментов для исследования за 10 недель',
    category: 'science',
    target: { value: 30, unit: 'experiment' },
    deadline: '2027-01-31',
  },
  {
    text: 'Сбросить 5 кг за 2 месяца',
    category: 'health',
    target: { value: 5, unit: 'kg' },
    deadline: '2027-01-22',
  },
  {
    text: 'Пройти 3 онлайн-курса по дизайну до конца года',
    category: 'creativity',
    target: { value: 3, unit: 'course' },
    deadline: '2026-12-31',
  },
];

export const CORPUS: CorpusGoal[] = [...CORPUS_EN, ...CORPUS_RU];

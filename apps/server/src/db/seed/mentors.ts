import { count } from 'drizzle-orm';
import type { Db } from '../client.js';
import { mentorProfiles, users } from '../schema.js';

interface SeedMentor {
  username: string;
  firstName: string;
  lastName: string;
  lang: 'en' | 'ru';
  timezone: string;
  headline: string;
  bio: string;
  categories: string[];
  languages: string[];
}

/** The built-in guides a fresh install starts with (nobody signs in as them): every category covered, in both languages. */
export const SEED_MENTORS: SeedMentor[] = [
  {
    username: 'anna.volkova',
    firstName: 'Анна',
    lastName: 'Волкова',
    lang: 'ru',
    timezone: 'Europe/Moscow',
    headline: 'Тренер по бегу и функциональному тренингу, 12 лет практики',
    bio: 'Готовлю к первым 10 км и к марафону без травм: постепенная нагрузка, восстановление и сон.',
    categories: ['health', 'self-development'],
    languages: ['ru', 'en'],
  },
  {
    username: 'dmitry.orlov',
    firstName: 'Дмитрий',
    lastName: 'Орлов',
    lang: 'ru',
    timezone: 'Europe/Moscow',
    headline: 'Финансовый консультант: бюджет, подушка безопасности, инвестиции',
    bio: 'Помогаю навести порядок в деньгах: сначала учёт и автопереводы, потом накопления и вложения.',
    categories: ['finances', 'career'],
    languages: ['ru'],
  },
  {
    username: 'maya.chen',
    firstName: 'Maya',
    lastName: 'Chen',
    lang: 'en',
    timezone: 'Europe/London',
    headline: 'Engineering manager and career coach for people moving into tech',
    bio: 'I help people research roles, build a portfolio and get through interviews with a plan.',
    categories: ['career', 'technology', 'science'],
    languages: ['en'],
  },
  {
    username: 'elena.smirnova',
    firstName: 'Елена',
    lastName: 'Смирнова',
    lang: 'ru',
    timezone: 'Asia/Yekaterinburg',
    headline: 'Психолог: отношения, привычки и внутренняя опора',
    bio: 'Работаю с целями, которые касаются близких людей и собственного состояния. Бережно и по шагам.',
    categories: ['relationships', 'spirituality', 'self-development'],
    languages: ['ru', 'en'],
  },
  {
    username: 'leo.martin',
    firstName: 'Leo',
    lastName: 'Martin',
    lang: 'en',
    timezone: 'Europe/Paris',
    headline: 'Illustrator and musician: creative habits that stick',
    bio: 'Drawing, music, writing: small daily practice, honest feedback and finished projects.',
    categories: ['creativity', 'hobbies'],
    languages: ['en', 'ru'],
  },
  {
    username: 'igor.petrov',
    firstName: 'Игорь',
    lastName: 'Петров',
    lang: 'ru',
    timezone: 'Asia/Novosibirsk',
    headline: 'Инженер-исследователь: программирование, наука и системное обучение',
    bio: 'Помогаю освоить программирование или научную область: план чтения, практика и свой проект.',
    categories: ['technology', 'science', 'hobbies'],
    languages: ['ru', 'en'],
  },
];

/** Inserts the seed mentors once, on a database that has none; safe when processes race. */
export async function seedMentors(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(mentorProfiles);
  if ((existing?.n ?? 0) > 0) return 0;
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const m of SEED_MENTORS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: `${m.username}@mentors.stepwise.local`,
          username: m.username,
          name: `${m.firstName} ${m.lastName}`,
          firstName: m.firstName,
          lastName: m.lastName,
          lang: m.lang,
          timezone: m.timezone,
          status: 1,
          isMentor: true,
          bio: `<p>${m.bio}</p>`,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) continue;
      inserted++;
      await tx
        .insert(mentorProfiles)
        .values({
          userId: user.id,
          headline: m.headline,
          bio: m.bio,
          categories: m.categories,
          languages: m.languages,
          guide: true,
        })
        .onConflictDoNothing();
    }
  });
  return inserted;
}

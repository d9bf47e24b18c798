import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * Cooking at home on given nights instead of ordering in: a few simple recipes, a weekly meal plan, one shop
 * and a batch prep, then the cooking nights themselves, counted each week. Money saved is a side effect, not the
 * plan: the steps are about meals.
 */
export const cookingVariant: Variant = {
  id: 'cooking',
  defaultWeeks: 8,
  sessionsPerWeek: 4,
  time: '18:30',
  phases: [
    {
      id: 'set-up',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'Cooking nights, recipes and the basics ready',
        'Вечера для готовки, рецепты и базовые продукты готовы',
      ),
      steps: [
        once(
          t(
            'Pick the nights of the week you will cook dinner and mark them in the calendar',
            'Выбрать вечера, в которые будете готовить ужин, и отметить их в календаре',
          ),
          { minutes: 10 },
        ),
        once(
          t(
            'Choose five simple dinners you like that take under 30 minutes, and save their recipes',
            'Выбрать пять простых ужинов, которые вам нравятся и готовятся меньше 30 минут, и сохранить рецепты',
          ),
        ),
        once(
          t(
            'Stock the kitchen basics: oil, spices, rice, pasta, tinned tomatoes, frozen vegetables',
            'Закупить базовые продукты для готовки: масло, специи, крупы, макароны, томаты в банке, замороженные овощи',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Make ordering in harder when you planned to cook: log out of the delivery app and move it off the home screen',
            'Усложнить заказ еды в вечер готовки: выйти из приложения доставки и убрать его с главного экрана',
          ),
          { minutes: 5 },
        ),
      ],
    },
    {
      id: 'routine',
      weight: 3,
      milestone: t(
        'Cooking dinner on the planned nights has become a routine',
        'Готовить ужин в выбранные вечера вошло в привычку',
      ),
      steps: [
        weekly(
          [
            t(
              'Cook one of your five recipes for dinner, 30–40 min',
              'Приготовить на ужин одно из пяти своих блюд, 30–40 минут',
            ),
            t(
              'Make dinner from the batch prep: a bowl, a stir-fry or a soup',
              'Сделать ужин из заготовок: боул, жаркое или суп',
            ),
            t(
              'Cook a double portion of dinner and keep half for tomorrow’s lunch',
              'Приготовить ужин двойной порцией и оставить половину на обед',
            ),
            t(
              'Cook your quickest recipe for dinner on a busy night',
              'В загруженный вечер приготовить ужин по самому быстрому рецепту',
            ),
            t('Turn the leftovers into a new dinner', 'Превратить остатки в новый ужин'),
          ],
          { times: 5, minutes: 40, key: true },
        ),
        weekly(
          t(
            'Kitchen session for the week ahead, 1.5 h: the meal plan, one shop from the list, a grain and a sauce cooked ahead',
            'Кухня на неделю вперёд, 1,5 часа: меню, одна закупка по списку, крупа и соус впрок',
          ),
          { minutes: 90, key: true },
        ),
        weekly(
          t(
            'Count the nights you cooked dinner this week and note what got in the way',
            'Посчитать, сколько вечеров на этой неделе вы готовили ужин, и записать, что помешало',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'repertoire',
      weight: 2,
      milestone: t(
        'A repertoire of dinners, the cooking nights kept',
        'Есть свой набор ужинов, вечера готовки соблюдаются',
      ),
      steps: [
        step(
          t(
            'Add one new simple recipe to your dinners and cook it twice this week',
            'Добавить к своим ужинам один новый простой рецепт и приготовить его дважды за неделю',
          ),
          { minutes: 45 },
        ),
        step(
          t(
            'Plan a fallback dinner for tired nights: something from the freezer or a 10-minute recipe',
            'Продумать запасной ужин на усталые вечера: заготовка из морозилки или рецепт на 10 минут',
          ),
          { minutes: 15 },
        ),
        weekly(
          [
            t('Cook dinner from this week’s meal plan', 'Приготовить ужин по меню недели'),
            t('Cook the new recipe of the week for dinner', 'Приготовить на ужин новый рецепт недели'),
            t('Cook a dinner big enough for two nights', 'Приготовить ужин с запасом на два вечера'),
            t('Make your fallback dinner on a tired night', 'В усталый вечер сделать свой запасной ужин'),
            t('Cook the favourite dinner of the week again', 'Повторить самый удачный ужин недели'),
          ],
          { times: 5, minutes: 40, key: true },
        ),
        weekly(
          t(
            'Kitchen session for the week ahead, 1.5 h: the meal plan with the recipes that worked, one shop, cooking ahead',
            'Кухня на неделю вперёд, 1,5 часа: меню из прижившихся рецептов, одна закупка, заготовки',
          ),
          { minutes: 90, key: true },
        ),
        biweekly(
          t(
            'Compare the groceries you spent with what delivery used to cost',
            'Сравнить траты на продукты с тем, сколько раньше уходило на доставку еды',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'kept',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Goal reached: dinner at home on the nights you planned',
        'Цель достигнута: ужин дома в запланированные вечера',
      ),
      steps: [
        weekly(t('Cook dinner from this week’s meal plan', 'Приготовить ужин по меню недели'), {
          times: 2,
          minutes: 40,
        }),
        last(
          t(
            'Look back at the month: how many nights a week you cooked dinner; keep the nights and recipes that worked',
            'Оглянуться на месяц: сколько вечеров в неделю вы готовили ужин; оставить вечера и рецепты, которые прижились',
          ),
          { key: true, minutes: 20 },
        ),
      ],
    },
  ],
};

import { last, once, t, type Variant } from './dsl.js';

/**
 * A small repair at home (a leaking tap, a cupboard door, a socket): find the fault and the part, get the part and
 * the tools, switch off the water or the power, repair and test. A professional where it is not safe to do it oneself.
 */
export const repairVariant: Variant = {
  id: 'repair',
  defaultWeeks: 2,
  sessionsPerWeek: 2,
  time: '10:00',
  phases: [
    {
      id: 'diagnose',
      weight: 1,
      milestone: t('The fault found and the part known', 'Причина найдена, нужная деталь известна'),
      steps: [
        once(
          t(
            'Look closely at the fault and take photos: where it leaks, sticks or breaks',
            'Осмотреть поломку и сфотографировать: где течёт, заедает или сломано',
          ),
          { minutes: 15 },
        ),
        once(
          t(
            'Find the model or the size of the part: a label, the old part, or a photo shown in the shop',
            'Узнать модель или размер детали: по наклейке, по старой детали или по фото в магазине',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Watch a how-to guide for this exact repair and list the tools it needs',
            'Посмотреть инструкцию именно для этого ремонта и выписать нужные инструменты',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'parts',
      weight: 1,
      milestone: t('Parts and tools at hand', 'Детали и инструменты под рукой'),
      steps: [
        once(
          t(
            'Buy or order the part; borrow the tools you lack',
            'Купить или заказать деталь, недостающие инструменты — одолжить',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Decide when to call a professional instead: gas, wiring inside walls, anything you are unsure of',
            'Решить, когда звать мастера: газ, проводка в стенах, всё, в чём не уверены',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'fix',
      weight: 1,
      milestone: t('Repaired and tested', 'Отремонтировано и проверено'),
      steps: [
        last(
          t(
            'Turn off the water or the power and check it is off; do the repair, then test it and keep the receipt',
            'Перекрыть воду или отключить электричество и проверить; сделать ремонт, проверить работу, сохранить чек',
          ),
          { key: true, minutes: 90 },
        ),
      ],
    },
  ],
};

import { last, once, t, type Variant } from './dsl.js';

/**
 * Taking down a tree in a garden or by a house: whether it may be felled, an arborist's quote (a big, dead or
 * leaning tree, or one near a house or wires, is theirs to fell), the fall zone cleared and the neighbours told,
 * the day itself, then the stump and the wood.
 */
export const treeFellingVariant: Variant = {
  id: 'tree-felling',
  defaultWeeks: 6,
  sessionsPerWeek: 2,
  time: '10:00',
  phases: [
    {
      id: 'decide',
      weight: 2,
      milestone: t('Allowed, and who fells it is decided', 'Разрешение есть, кто будет валить — решено'),
      steps: [
        once(
          t(
            'Check whether the tree may be felled: a protected tree, a conservation area, the council, the HOA or the landlord',
            'Узнать, можно ли спилить дерево: в администрации или управляющей компании, на своём участке — нет ли ограничений',
          ),
          { minutes: 30 },
        ),
        once(
          t(
            'Photograph the tree from four sides and measure how far it is from the house, the fence and any wires',
            'Сфотографировать дерево с четырёх сторон и измерить, сколько от него до дома, забора и проводов',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Get quotes from two insured arborists or tree surgeons: felling, the stump and taking the wood away',
            'Получить цены у двух арбористов или служб с опытом и страховкой: спил, пень и вывоз',
          ),
          { minutes: 45, workday: true },
        ),
        once(
          t(
            'Choose the arborist and book the day; ask what they need from you (access, parking, power off)',
            'Выбрать исполнителя и назначить день; спросить, что нужно от вас (подъезд, место для машины, отключить свет)',
          ),
          { minutes: 20, workday: true },
        ),
      ],
    },
    {
      id: 'prepare',
      weight: 1,
      milestone: t('The fall zone is clear', 'Место вокруг дерева освобождено'),
      steps: [
        once(
          t(
            'Tell the neighbours the day and time, and where the wood and the noise will be',
            'Предупредить соседей о дне и времени работ',
          ),
          { minutes: 15 },
        ),
        once(
          t(
            'Clear twice the tree’s height around it: the car, garden furniture, pots, the children’s things',
            'Освободить вокруг дерева круг в две его высоты: машину, мебель, горшки, детские вещи',
          ),
          { minutes: 60 },
        ),
      ],
    },
    {
      id: 'fell',
      weight: 1,
      milestone: t('The tree is down and cleared', 'Дерево спилено и убрано'),
      steps: [
        once(
          t(
            'Felling day: keep children and pets indoors, and stay out of the fall zone while they work',
            'День спила: дети и животные дома, в зону падения не заходить, пока идёт работа',
          ),
          { minutes: 30 },
        ),
        once(
          t(
            'The stump: have it ground, or drill it and leave it to rot',
            'Пень: выкорчевать или сточить, либо насверлить отверстий и оставить перегнивать',
          ),
          { minutes: 30 },
        ),
        last(
          t(
            'The wood: split it for firewood, have it chipped or take it to green waste',
            'Древесина: расколоть на дрова, измельчить в щепу или вывезти',
          ),
          { minutes: 60 },
        ),
      ],
    },
  ],
};

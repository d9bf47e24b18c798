/** Mantine colours per category: one hue each, readable as a light badge in both schemes. */
const CATEGORY_COLORS: Record<string, string> = {
  'self-development': 'violet',
  finances: 'teal',
  career: 'indigo',
  health: 'green',
  relationships: 'pink',
  creativity: 'orange',
  spirituality: 'grape',
  hobbies: 'yellow',
  technology: 'cyan',
  science: 'blue',
};

export const CATEGORIES = Object.keys(CATEGORY_COLORS);

export const categoryColor = (category: string) => CATEGORY_COLORS[category] ?? 'gray';

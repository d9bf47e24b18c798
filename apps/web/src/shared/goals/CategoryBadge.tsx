import { Badge, type BadgeProps } from '@mantine/core';
import { categoryColor } from './categories';
import { useGoalTexts } from './texts';

/** A category's badge in its colour, its text dark enough to read in both schemes (WCAG AA). */
export function CategoryBadge({ category, ...props }: { category: string } & BadgeProps) {
  const t = useGoalTexts();
  const color = categoryColor(category);
  return (
    <Badge
      variant="light"
      color={color}
      {...props}
      styles={{
        label: {
          color: `light-dark(color-mix(in srgb, var(--mantine-color-${color}-9) 65%, black), var(--mantine-color-${color}-2))`,
        },
      }}
    >
      {t(`goals.categories.${category}` as never)}
    </Badge>
  );
}

import { ActionIcon, Box, Kbd, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useSearchTexts } from './texts';

/** Where the header's search switches from a magnifier to a field (Mantine's `lg`, 75em). */
export const WIDE_SEARCH = 'lg';

/**
 * The header's search as it will look, before its code and the data layer are in (the welcome page, a server-drawn
 * page, a route still loading): the same field or magnifier in the same place, inert, so nothing on screen moves or
 * changes when HeaderSearch takes its place.
 */
export function SearchPlaceholder() {
  const t = useSearchTexts();
  return (
    <>
      <Box visibleFrom={WIDE_SEARCH} aria-hidden="true">
        <TextInput
          className="header-search-field"
          placeholder={t('search.short')}
          leftSection={<IconSearch size={16} />}
          rightSection={<Kbd size="xs">/</Kbd>}
          radius="xl"
          size="sm"
          readOnly
          tabIndex={-1}
        />
      </Box>
      <Box hiddenFrom={WIDE_SEARCH} aria-hidden="true">
        <ActionIcon variant="subtle" color="gray" size={40} radius="xl" component="span" tabIndex={-1}>
          <IconSearch size={20} />
        </ActionIcon>
      </Box>
    </>
  );
}

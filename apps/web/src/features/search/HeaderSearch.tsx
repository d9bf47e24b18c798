import { ActionIcon, Box, CloseButton, Kbd, Modal, Popover, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../shared/api/graphql';
import { useDebounced } from '../../shared/lib/debounce';
import { useAppNavigation } from '../../shared/navigation/nav';
import { useOpenSearchRequests } from '../../shared/search/searchOpen';
import { useSession } from '../../shared/session/store';
import { searchQuery } from './api';
import { searchable } from './listNav';
import { WIDE_SEARCH } from './SearchPlaceholder';
import { moveFocus, SearchResults } from './SearchResults';
import { useSearchTexts } from './texts';

/** The query typed, the answer for it once typing pauses (~250 ms), and the state to show. */
function useSearch(text: string) {
  const viewer = useSession((s) => s.user?.id ?? null);
  const settled = useDebounced(text, 250);
  const query = searchable(settled);
  const result = useQuery({ ...searchQuery(query ?? '', viewer), enabled: query !== null });
  const t = useSearchTexts();
  return {
    query,
    active: searchable(text) !== null,
    results: query ? result.data : undefined,
    loading: result.isFetching,
    failed: result.isError ? errorText(result.error, t('search.failed')) : null,
  };
}

/** Ctrl+K or "/" (outside a text field) opens the search. */
function useShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const typing =
        target?.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName ?? '');
      if ((e.key === 'k' && (e.ctrlKey || e.metaKey)) || (e.key === '/' && !typing)) {
        e.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/** The field in the header of a wide screen: results drop down below it as you type. */
function InlineSearch({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  const t = useSearchTexts();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const search = useSearch(text);
  const close = () => setOpen(false);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      if (open && search.active) close();
      else {
        setText('');
        inputRef.current?.blur();
      }
      inputRef.current?.focus();
      return;
    }
    if (e.key === 'Enter' && e.target === inputRef.current) {
      const first = panel.current?.querySelector<HTMLElement>('[data-search-item]');
      if (first) {
        e.preventDefault();
        first.click();
      }
      return;
    }
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) {
      if (e.target === inputRef.current && (e.key === 'Home' || e.key === 'End')) return;
      if (moveFocus(panel.current, inputRef.current, e.key)) {
        e.preventDefault();
        setOpen(true);
      }
    }
  };
  return (
    <Popover
      opened={open && search.active}
      onChange={setOpen}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="lg"
      radius="md"
      trapFocus={false}
      returnFocus={false}
      withRoles={false}
      closeOnEscape={false}
      withinPortal
    >
      <Popover.Target>
        <TextInput
          ref={inputRef}
          className="header-search-field"
          aria-label={t('search.label')}
          placeholder={t('search.short')}
          leftSection={<IconSearch size={16} />}
          rightSection={
            text ? (
              <CloseButton size="sm" aria-label={t('search.close')} onClick={() => setText('')} />
            ) : (
              <Kbd size="xs">/</Kbd>
            )
          }
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          radius="xl"
          size="sm"
          autoComplete="off"
          enterKeyHint="search"
        />
      </Popover.Target>
      <Popover.Dropdown p={4} onKeyDown={onKeyDown} ref={panel}>
        <SearchResults
          query={search.query ?? text}
          results={search.results}
          loading={search.loading}
          failed={search.failed}
          onPick={() => {
            close();
            setText('');
          }}
        />
        <Text fz="xs" c="dimmed" px="xs" pb={4} pt={6} visibleFrom="md">
          {t('search.keys')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A magnifier that opens the search over the page (a phone, a narrow window). */
function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useSearchTexts();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const search = useSearch(text);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter' && e.target === field.current) {
      const first = panel.current?.querySelector<HTMLElement>('[data-search-item]');
      if (first) {
        e.preventDefault();
        first.click();
      }
      return;
    }
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) {
      if (e.target === field.current && (e.key === 'Home' || e.key === 'End')) return;
      if (moveFocus(panel.current, field.current, e.key)) e.preventDefault();
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={phone === true}
      withCloseButton={false}
      yOffset="8vh"
      size="lg"
      radius="lg"
      padding="sm"
      title={<span className="sr-only">{t('search.label')}</span>}
      transitionProps={{ duration: 120 }}
      onExitTransitionEnd={() => setText('')}
    >
      <Box onKeyDown={onKeyDown} ref={panel}>
        <TextInput
          ref={field}
          data-autofocus
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={18} />}
          rightSection={<CloseButton aria-label={t('search.close')} onClick={onClose} />}
          rightSectionWidth={44}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          size="md"
          radius="md"
          autoComplete="off"
          enterKeyHint="search"
          mb="xs"
        />
        {search.active ? (
          <SearchResults
            query={search.query ?? text}
            results={search.results}
            loading={search.loading}
            failed={search.failed}
            onPick={onClose}
          />
        ) : (
          <Text c="dimmed" fz="sm" ta="center" p="md">
            {t('search.hint')}
          </Text>
        )}
      </Box>
    </Modal>
  );
}

/**
 * The header's search: a field on wide screens, a magnifier opening a dialog otherwise. Both are drawn and the
 * stylesheet shows one, so the page drawn on the server (which knows no width) is the one the app hydrates. The
 * profile's Search action (shared/search/searchOpen), Ctrl+K and "/" focus or open it.
 */
export function HeaderSearch() {
  const t = useSearchTexts();
  const [dialog, setDialog] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const { pathname } = useAppNavigation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the dialog
  useEffect(() => setDialog(false), [pathname]);
  const open = useCallback(() => {
    // The field when it is the one shown (it has a box), the dialog otherwise.
    if (field.current && field.current.offsetParent !== null) field.current.focus();
    else setDialog(true);
  }, []);
  useOpenSearchRequests(open);
  useShortcut(open);
  return (
    <>
      <Box visibleFrom={WIDE_SEARCH}>
        <InlineSearch inputRef={field} />
      </Box>
      <Box hiddenFrom={WIDE_SEARCH}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          radius="xl"
          aria-label={t('search.open')}
          aria-haspopup="dialog"
          onClick={() => setDialog(true)}
        >
          <IconSearch size={20} />
        </ActionIcon>
      </Box>
      <SearchDialog opened={dialog} onClose={() => setDialog(false)} />
    </>
  );
}

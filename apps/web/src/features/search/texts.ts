import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

export const en = {
  search: {
    open: 'Search',
    label: 'Search people and goals',
    placeholder: 'Search people and goals',
    short: 'Search',
    people: 'People',
    goals: 'Goals',
    nothing: 'Nothing found for “{{query}}”',
    hint: 'Type a name, a username or a goal',
    failed: 'Search failed',
    by: 'by {{name}}',
    results_one: '{{count}} result',
    results_other: '{{count}} results',
    close: 'Close search',
    keys: '↑↓ to move, Enter to open, Esc to close',
  },
};

export const ru = {
  search: {
    open: 'Поиск',
    label: 'Поиск людей и целей',
    placeholder: 'Поиск людей и целей',
    short: 'Поиск',
    people: 'Люди',
    goals: 'Цели',
    nothing: 'По запросу «{{query}}» ничего не найдено',
    hint: 'Введите имя, ник или цель',
    failed: 'Поиск не удался',
    by: '{{name}}',
    results_one: '{{count}} результат',
    results_few: '{{count}} результата',
    results_many: '{{count}} результатов',
    results_other: '{{count}} результата',
    close: 'Закрыть поиск',
    keys: '↑↓ — выбор, Enter — открыть, Esc — закрыть',
  },
} satisfies Russian<typeof en>;

export const SEARCH_NS = 'search';
registerTexts(SEARCH_NS, en, ru);

export type SearchKey = TextKey<typeof en>;
const namespaces = [SEARCH_NS];
export const useSearchTexts = () => useTexts<SearchKey>(namespaces);

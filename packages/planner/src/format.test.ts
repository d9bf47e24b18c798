import { describe, expect, it } from 'vitest';
import { formatQuantity, ruPlural } from './format.js';

describe('Russian plurals and quantities', () => {
  it.each([
    [1, 'книга'],
    [2, 'книги'],
    [5, 'книг'],
    [11, 'книг'],
    [21, 'книга'],
    [22, 'книги'],
    [112, 'книг'],
  ])('%i %s', (n, word) => {
    expect(ruPlural(n, ['книга', 'книги', 'книг'])).toBe(word);
  });

  it('agrees nouns in the accusative, nominative and genitive', () => {
    expect(formatQuantity(1, 'book', 'ru')).toBe('1 книгу');
    expect(formatQuantity(1, 'book', 'ru', 'nom')).toBe('1 книга');
    expect(formatQuantity(3, 'book', 'ru')).toBe('3 книги');
    expect(formatQuantity(24, 'book', 'ru', 'gen')).toBe('24 книг');
    expect(formatQuantity(21, 'story', 'ru', 'gen')).toBe('21 рассказа');
    expect(formatQuantity(2, 'km', 'ru')).toBe('2 км');
    expect(formatQuantity(42.2, 'km', 'ru')).toBe('42,2 км');
    expect(formatQuantity(40, 'word', 'ru')).toBe('40 слов');
  });

  it('writes money the way each language does', () => {
    expect(formatQuantity(300000, 'RUB', 'ru')).toBe('300\u00a0000 ₽');
    expect(formatQuantity(5000, 'RUB', 'ru')).toBe('5000 ₽');
    expect(formatQuantity(5000, 'USD', 'en')).toBe('$5,000');
    expect(formatQuantity(5000, 'USD', 'ru')).toBe('5000 долларов');
    expect(formatQuantity(1, 'book', 'en')).toBe('1 book');
    expect(formatQuantity(10, 'km', 'en')).toBe('10 km');
  });
});

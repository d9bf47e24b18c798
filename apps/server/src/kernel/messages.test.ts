import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

const entries = Object.entries(messages) as [string, { en: string; ru: string }][];

describe('typography of the server’s messages', () => {
  it('English messages use English quotes, never « »', () => {
    expect(entries.filter(([, m]) => /[«»]/.test(m.en)).map(([k, m]) => `${k}: ${m.en}`)).toEqual([]);
  });

  it('English messages say subscribe and subscribers (the spec’s action), never follow a person', () => {
    const follow =
      /\bfollowers?\b|\bfollow(s|ing)? (you|yourself|people|them|this person|each other|anyone)\b/i;
    expect(entries.filter(([, m]) => follow.test(m.en)).map(([k, m]) => `${k}: ${m.en}`)).toEqual([]);
  });

  it('Russian messages have no gender hedges such as «написал(а)»', () => {
    expect(
      entries.filter(([, m]) => /[а-яё]\((а|a|ла|ась|ая|на)\)/i.test(m.ru)).map(([k, m]) => `${k}: ${m.ru}`),
    ).toEqual([]);
  });

  it('Russian messages call a mentor «наставник», never «ментор»', () => {
    expect(entries.filter(([, m]) => /ментор/i.test(m.ru)).map(([k, m]) => `${k}: ${m.ru}`)).toEqual([]);
  });
});

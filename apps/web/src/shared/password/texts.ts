import { type Russian, registerTexts, type TextKey, useTexts } from '../i18n/namespace';

/** The strength meter's texts and zxcvbn-ts's reasons in both languages (namespace `passwordStrength`). */
export const en = {
  passwordStrength: {
    label: 'Password strength: {{level}}',
    level: { veryWeak: 'very weak', weak: 'weak', fair: 'fair', good: 'good', strong: 'strong' },
    tooWeak: 'This password is too easy to guess',
    fallbackReason: 'Add another word or two that are less common.',
    warnings: {
      straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
      keyPattern: 'Short keyboard patterns are easy to guess.',
      simpleRepeat: 'Repeated characters like “aaa” are easy to guess.',
      extendedRepeat: 'Repeated character patterns like “abcabcabc” are easy to guess.',
      sequences: 'Common character sequences like “abc” are easy to guess.',
      recentYears: 'Recent years are easy to guess.',
      dates: 'Dates are easy to guess.',
      topTen: 'This is a heavily used password.',
      topHundred: 'This is a frequently used password.',
      common: 'This is a commonly used password.',
      similarToCommon: 'This is similar to a commonly used password.',
      wordByItself: 'Single words are easy to guess.',
      namesByThemselves: 'Single names or surnames are easy to guess.',
      commonNames: 'Common names and surnames are easy to guess.',
      userInputs: 'Do not use your e-mail or name in the password.',
      pwned: 'This password was exposed by a data breach on the Internet.',
    },
    suggestions: {
      l33t: 'Avoid predictable letter substitutions like “@” for “a”.',
      reverseWords: 'Avoid reversed spellings of common words.',
      allUppercase: 'Capitalize some, but not all letters.',
      capitalization: 'Capitalize more than the first letter.',
      dates: 'Avoid dates and years that are associated with you.',
      recentYears: 'Avoid recent years.',
      associatedYears: 'Avoid years that are associated with you.',
      sequences: 'Avoid common character sequences.',
      repeated: 'Avoid repeated words and characters.',
      longerKeyboardPattern: 'Use longer keyboard patterns and change typing direction multiple times.',
      anotherWord: 'Add more words that are less common.',
      useWords: 'Use multiple words, but avoid common phrases.',
      noNeed: 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
      pwned: 'If you use this password elsewhere, change it there too.',
    },
  },
};

export const ru = {
  passwordStrength: {
    label: 'Надёжность пароля: {{level}}',
    level: { veryWeak: 'очень слабый', weak: 'слабый', fair: 'средний', good: 'хороший', strong: 'надёжный' },
    tooWeak: 'Этот пароль слишком легко подобрать',
    fallbackReason: 'Добавьте ещё одно-два редких слова.',
    warnings: {
      straightRow: 'Ряды клавиш подряд легко подобрать.',
      keyPattern: 'Короткие узоры на клавиатуре легко подобрать.',
      simpleRepeat: 'Повторы вроде «aaa» легко подобрать.',
      extendedRepeat: 'Повторяющиеся группы вроде «abcabcabc» легко подобрать.',
      sequences: 'Простые последовательности вроде «abc» легко подобрать.',
      recentYears: 'Недавние годы легко подобрать.',
      dates: 'Даты легко подобрать.',
      topTen: 'Это один из самых распространённых паролей.',
      topHundred: 'Это очень частый пароль.',
      common: 'Это распространённый пароль.',
      similarToCommon: 'Этот пароль похож на распространённый.',
      wordByItself: 'Одно слово легко подобрать.',
      namesByThemselves: 'Одно имя или фамилию легко подобрать.',
      commonNames: 'Распространённые имена и фамилии легко подобрать.',
      userInputs: 'Не используйте в пароле свою почту или имя.',
      pwned: 'Этот пароль уже утёк в интернет при взломе.',
    },
    suggestions: {
      l33t: 'Не заменяйте буквы предсказуемо, например «a» на «@».',
      reverseWords: 'Не пишите распространённые слова задом наперёд.',
      allUppercase: 'Сделайте заглавными некоторые буквы, но не все.',
      capitalization: 'Сделайте заглавной не только первую букву.',
      dates: 'Не используйте даты и годы, связанные с вами.',
      recentYears: 'Не используйте недавние годы.',
      associatedYears: 'Не используйте годы, связанные с вами.',
      sequences: 'Избегайте простых последовательностей символов.',
      repeated: 'Избегайте повторов слов и символов.',
      longerKeyboardPattern: 'Используйте более длинные узоры на клавиатуре и меняйте направление.',
      anotherWord: 'Добавьте ещё несколько редких слов.',
      useWords: 'Используйте несколько слов, но не известные фразы.',
      noNeed: 'Надёжный пароль можно составить и без символов, цифр и заглавных букв.',
      pwned: 'Если этот пароль используется где-то ещё, смените его и там.',
    },
  },
} satisfies Russian<typeof en>;

const NS = 'passwordStrength';
registerTexts(NS, en, ru);

type StrengthKey = TextKey<typeof en>;
const namespaces = [NS];
export const useStrengthT = () => useTexts<StrengthKey>(namespaces);

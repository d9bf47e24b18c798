/**
 * How a known subject reads inside a step: an English modifier ("guitar practice") and a Russian phrase after
 * the activity noun ("практика на гитаре", "практика по вокалу"). Keyed by the subject's English name.
 */
export const SUBJECT_FORMS: Record<string, [string, string]> = {
  Guitar: ['guitar', 'на гитаре'],
  Piano: ['piano', 'на фортепиано'],
  Violin: ['violin', 'на скрипке'],
  Drums: ['drum', 'на барабанах'],
  Ukulele: ['ukulele', 'на укулеле'],
  Saxophone: ['saxophone', 'на саксофоне'],
  Singing: ['singing', 'по вокалу'],
  'Portrait drawing': ['portrait', 'по портрету'],
  Watercolour: ['watercolour', 'по акварели'],
  Painting: ['painting', 'по живописи'],
  Drawing: ['drawing', 'по рисованию'],
  Photography: ['photography', 'по фотографии'],
  'Video editing': ['editing', 'по видеомонтажу'],
  Chess: ['chess', 'по шахматам'],
  Baking: ['baking', 'по выпечке'],
  Cooking: ['cooking', 'по кулинарии'],
  Salsa: ['salsa', 'по сальсе'],
  Tango: ['tango', 'по танго'],
  Dancing: ['dance', 'по танцам'],
  Knitting: ['knitting', 'по вязанию'],
  Sewing: ['sewing', 'по шитью'],
  Climbing: ['climbing', 'по скалолазанию'],
  Snowboarding: ['snowboard', 'на сноуборде'],
  Skiing: ['ski', 'на лыжах'],
  Surfing: ['surf', 'по сёрфингу'],
  Gardening: ['garden', 'в саду'],
  Fishing: ['fishing', 'по рыбалке'],
  Juggling: ['juggling', 'по жонглированию'],
  Calligraphy: ['calligraphy', 'по каллиграфии'],
  Yoga: ['yoga', 'по йоге'],
  Stretching: ['stretching', 'по растяжке'],
  Boxing: ['boxing', 'по боксу'],
  Tennis: ['tennis', 'по теннису'],
  Python: ['Python', 'по Python'],
  JavaScript: ['JavaScript', 'по JavaScript'],
  SQL: ['SQL', 'по SQL'],
  Excel: ['Excel', 'по Excel'],
  'Machine learning': ['machine learning', 'по машинному обучению'],
  'Data analysis': ['data analysis', 'по анализу данных'],
  'Web development': ['web development', 'по веб-разработке'],
  'App development': ['app', 'по приложению'],
  Programming: ['programming', 'по программированию'],
  'Public speaking': ['public speaking', 'по публичным выступлениям'],
  Design: ['design', 'по дизайну'],
  Poetry: ['poetry', 'по стихам'],
  Book: ['book', 'по книге'],
  Music: ['music', 'по музыке'],
  'Short stories': ['story', 'по рассказам'],
};

const EN_HEAD =
  /^((?:[\p{L}-]+\s)?)(practice|study|course|warm-up|session|lesson|project|run-through)(?=[,:\s])/iu;
const RU_HEAD = /^((?:[\p{L}-]+\s)?(?:практика|учёба|курс|разминка|занятие|урок|проект|прогон))(?=[,:\s])/iu;

/** The label with the subject worked into its activity noun, or the label as it is when it has none. */
export function withSubjectPhrase(label: string, english: string, lang: 'en' | 'ru'): string {
  const forms = SUBJECT_FORMS[english];
  if (!forms) return label;
  if (lang === 'en') {
    const m = EN_HEAD.exec(label);
    if (!m) return label;
    const lead = m[1] ?? '';
    const noun = forms[0];
    const head = lead
      ? `${lead}${noun} ${m[2]!.toLowerCase()}`
      : `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${m[2]!.toLowerCase()}`;
    return head + label.slice(m[0].length);
  }
  const m = RU_HEAD.exec(label);
  if (!m) return label;
  return `${m[1]} ${forms[1]}${label.slice(m[0].length)}`;
}

import type { Domain } from './domain-type.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { bookMadeVariant } from './playbooks/kind-book-made.js';
import { cookingVariant } from './playbooks/kind-cooking.js';
import { groupEventVariant } from './playbooks/kind-group-event.js';
import { raiseVariant } from './playbooks/kind-raise.js';
import { schoolAdmissionVariant } from './playbooks/kind-school-admission.js';
import { onlineShopVariant, serviceBusinessVariant } from './playbooks/kind-sell.js';
import { timeAuditVariant } from './playbooks/kind-time-audit.js';

/**
 * Kinds of goal that shared a word with another playbook and got its plan: cooking at home (not savings), a raise
 * asked for at a review (not a promotion campaign), an online shop and a service one runs alone (not premises and
 * suppliers), a school leaver's application (not a graduate one), a class's prom (not a party at home). Each is
 * read by what the person does and to what; the routes in domain-meaning.ts try them before the keyword domains.
 */
const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');
const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);

/** Cooking one's own meals: the verb with a meal or a place, or meal prep. */
const COOK = re(
  'cook(?:ing)?\\s+(?:\\p{L}+\\s+){0,3}(?:at\\s+home|dinners?|meals?|lunch(?:es)?|for\\s+(?:myself|us|the\\s+family|my\\s+family))|meal[\\s-]?prep\\p{L}*|готовить\\s+(?:\\p{L}+\\s+){0,2}(?:дома|ужин\\p{L}*|обед\\p{L}*|еду|на\\s+неделю|сам\\p{L}*)|готовить\\s+(?:\\p{L}+\\s+)?(?:для\\s+семьи|на\\s+всю\\s+семью)',
);
/** What makes cooking a habit rather than a dish to learn: how often, at home, instead of ordering in. */
const COOK_HABIT = re(
  'at\\s+home|(?:nights?|evenings?|days?|times)\\s+(?:a|per)\\s+week|every\\s+(?:night|evening|day)|instead\\s+of|takeout|take-?away|delivery|uber\\s*eats|doordash|deliveroo|order(?:ing)?\\s+in|meal[\\s-]?prep\\p{L}*|дома|(?:раз\\p{L}*|вечер\\p{L}*|дн\\p{L}*|дня)\\s+в\\s+неделю|каждый\\s+(?:день|вечер)|вместо|доставк\\p{L}*|заказ\\p{L}*\\s+еду',
);
const LEARN_DISH = re('learn\\s+to\\s+cook|научиться\\s+готовить');

/** Asking for a raise or a pay rise: a conversation about pay, whatever money it names. */
export const RAISE = re(
  'ask\\s+(?:for\\s+)?(?:a\\s+)?(?:raise|pay\\s+rise|salary\\s+increase)|(?:get|negotiate)\\s+(?:a\\s+)?(?:raise|pay\\s+rise)|попросить\\s+(?:о\\s+)?(?:повышени\\p{L}*\\s+(?:зарплат\\p{L}*|оклад\\p{L}*)|прибавк\\p{L}*)|(?:добиться|выбить|получить)\\s+(?:повышени\\p{L}*\\s+(?:зарплат\\p{L}*|оклад\\p{L}*)|прибавк\\p{L}*)',
);

/** Where an online shop lives: a marketplace or one's own online store. */
const PLATFORM = re(
  'etsy|ozon|озон\\p{L}*|wildberries|вайлдберриз|вб(?![\\p{L}])|wb(?![\\p{L}])|shopify|ebay|avito|авито|маркетплейс\\p{L}*|(?:онлайн|интернет)[\\s-]?магазин\\p{L}*|online\\s+(?:shop|store|boutique)|e-?commerce',
);
/** Opening it, not running it for years: the launch and its listings. */
const OPEN_SHOP = re(
  'launch|open|start|set\\s+up|list(?:ing)?s?(?![\\p{L}])|запустить|открыть|завести|начать\\s+продавать|выложить|карточ\\p{L}*',
);
/** Things one gets rid of are a clear-out, not a shop. */
const CLEAR_OUT = re(
  'old\\s+(?:stuff|things|clothes)|unused|clutter|declutter|stuff\\s+i\\s+don|вещи|ненужн\\p{L}*|расхлам\\p{L}*|старые',
);

/** Working for oneself as a tradesperson or a professional. */
const SELF_EMPLOYED = re(
  '(?:go|become|be|work(?:ing)?|set\\s+up)\\s+(?:as\\s+)?self[-\\s]?employed|start\\s+(?:my\\s+own\\s+|a\\s+)(?:\\p{L}+\\s+){0,2}practice|work\\s+for\\s+myself|be\\s+my\\s+own\\s+boss|(?:стать|работать)\\s+(?:как\\s+)?самозанят\\p{L}*|оформить\\s+самозанятость|работать\\s+на\\s+себя|уйти\\s+в\\s+самозанят\\p{L}*',
);
const SERVICE = re(
  'bookkeep\\p{L}*|accountan\\p{L}*|tutor\\p{L}*|photograph\\p{L}*|cleaner|cleaning|massage|therapist|coach\\p{L}*|consult\\p{L}*|translat\\p{L}*|copywrit\\p{L}*|lawyer|solicitor|nail\\s+tech\\p{L}*|hairdress\\p{L}*|personal\\s+trainer|plumb\\p{L}*|electrician|handyman|designer|бухгалтер\\p{L}*|репетитор\\p{L}*|фотограф\\p{L}*|клининг\\p{L}*|массаж\\p{L}*|психолог\\p{L}*|коуч\\p{L}*|консульт\\p{L}*|переводчик\\p{L}*|копирайтер\\p{L}*|юрист\\p{L}*|мастер\\p{L}*\\s+маникюр\\p{L}*|парикмахер\\p{L}*|визажист\\p{L}*|тренер\\p{L}*|сантехник\\p{L}*|электрик\\p{L}*|дизайнер\\p{L}*',
);
const CLIENTS = re('clients|customers|клиент\\p{L}*|заказчик\\p{L}*|учеников');

/** A school leaver: the grade they are in or leave, or the word for it. */
const SCHOOL_STAGE = re(
  'после\\s+(?:9|11|девят\\p{L}*|одиннадцат\\p{L}*)(?:-?го)?\\s*(?:класс\\p{L}*|клас\\p{L}*)?|(?:в|заканчиваю|оканчиваю|учусь\\s+в)\\s+(?:9|11|девятом|одиннадцатом)(?:-?м)?\\s+клас\\p{L}*|выпускни\\p{L}*\\s+школ\\p{L}*|school\\s+leaver|(?:high\\s+school|hs)\\s+senior|senior\\s+(?:year|in\\s+high\\s+school)|(?:in|finishing)\\s+(?:12th\\s+grade|year\\s+1[23])|12th\\s+grader|after\\s+high\\s+school|common\\s+app',
);
const ENTER = re(
  'поступ\\p{L}*|apply\\p{L}*|get\\s+(?:in|into|accepted)|admission\\p{L}*|college|колледж\\p{L}*|техникум\\p{L}*|училищ\\p{L}*|вуз\\p{L}*|университет\\p{L}*',
);
/** An art or a music school's entrance has its own tests. */
const ARTS = re('художк\\p{L}*|худож\\p{L}*|музык\\p{L}*|консерватор\\p{L}*|art\\s+(?:school|college)|music');

/** A school class's or a year group's prom or leavers' party (a reunion of grown-ups stays a party). */
const CLASS_CELEBRATION = re(
  "выпускн(?:ой|ого|ому|ым|ом)(?![\\p{L}])|выпускн\\p{L}*\\s+(?:вечер|бал)\\p{L}*|prom(?![\\p{L}])|leavers['’]?\\s+(?:ball|party|prom|do)|school\\s+formal|(?:graduation|end[-\\s]of[-\\s](?:the[-\\s])?year)\\s+(?:party|dance|ball)\\s+for\\s+(?:the|our|my\\s+\\p{L}+'s)\\s+class",
);
/** A group it is for: the class by its number and letter, a head count of children, a parents' committee. */
const GROUP = re(
  '\\d{1,2}\\s*[«"]?[а-яa-z](?![\\p{L}])|класс\\p{L}*|\\d+\\s*(?:детей|ребят|учеников|выпускников|kids|students|pupils|classmates|families)|родкомитет\\p{L}*|родительск\\p{L}*\\s+комитет\\p{L}*|parents\'?\\s+committee|pta|(?:the|our|whole)\\s+(?:class|year|grade)|classmates|одноклассник\\p{L}*|выпускник\\p{L}*',
);
const ORGANISE = re(
  'организ\\p{L}*|устроить|провести|подготовить|собрать|organi[sz]\\p{L}*|plan(?:ning)?|arrange|run|host|throw',
);
const BODY = re('lose|slim|похуде\\p{L}*|сбросить|скинуть|влезть|fit\\s+into|dress|платье');

/** One book made for someone: a picture book, a children's book, a comic book, a photo book. */
const BOOK = re(
  "picture\\s+book|children['’]?s\\s+book|kids['’]?\\s+book|illustrated\\s+(?:story\\s*)?book|story\\s*book|comic\\s+book|photo\\s*book|zine|детск\\p{L}*\\s+(?:книг|книжк)\\p{L}*|книжк\\p{L}*(?:-|\\s+)(?:картинк\\p{L}*|с\\s+картинками|малышк\\p{L}*)|книг\\p{L}*\\s+с\\s+(?:картинками|иллюстрациями)|иллюстрированн\\p{L}*\\s+(?:книг|сказк)\\p{L}*|комикс\\p{L}*|фотокниг\\p{L}*",
);
const MAKE_BOOK = re(
  'write|illustrate|draw|make|create|self-publish|publish|написать|нарисовать|сделать|создать|проиллюстрировать|сочинить|собрать|издать',
);

/** Getting more done in the same hours: time management, said plainly. */
const MORE_DONE = re(
  '(?:больше|всё|все)\\s+успевать|успевать\\s+больше|ничего\\s+не\\s+успеваю|перестать\\s+(?:всё\\s+)?не\\s+успевать|get\\s+more\\s+(?:things\\s+|stuff\\s+)?done|be(?:come)?\\s+more\\s+productive|always\\s+behind|time\\s+management|manage\\s+my\\s+time|управл\\p{L}*\\s+(?:своим\\s+)?времен\\p{L}*|тайм[\\s-]?менеджмент\\p{L}*|стать\\s+продуктивн\\p{L}*',
);
/** A routine or a single task has its own plan ("a productive morning routine"). */
const ONE_ROUTINE = re('routine|рутин\\p{L}*|morning|утр\\p{L}*|sleep|сон|спать|wake|вставать');

/** Made by hand for someone, with its pictures: a book to publish ("write a children's book") stays a writing plan. */
const HANDMADE = re(
  'picture|illustrat\\p{L}*|draw|photo|comic|zine|картинк\\p{L}*|иллюстр\\p{L}*|нарисовать|фото\\p{L}*|комикс\\p{L}*|\\d+\\s*(?:pages|страниц\\p{L}*)|for\\s+(?:my|her|his)|b(?:irth)?day|gift|для\\s+\\p{L}+|к\\s+(?:дню\\s+рождения|годовщин\\p{L}*)|подар\\p{L}*',
);

export const isBookMade = (text: string): boolean =>
  BOOK.test(text) && MAKE_BOOK.test(text) && HANDMADE.test(text);
export const isTimeManagement = (text: string): boolean => MORE_DONE.test(text) && !ONE_ROUTINE.test(text);

/** A university (after the 11th grade), not a college (after the 9th). */
const UNIVERSITY = re(
  'вуз\\p{L}*|вышк\\p{L}*|универ\\p{L}*|институт\\p{L}*|академи\\p{L}*|(?:в|после)\\s+11|одиннадцат\\p{L}*',
);

/**
 * Russian colleges take documents from 20 June to 15 August, universities until late July (their lists close
 * then): a school leaver's goal is the next such day at least two months away. Other countries' dates vary, so
 * the default span is kept there.
 */
export function admissionsClose(text: string, today: number): number | null {
  if (!/[а-яё]/iu.test(text)) return null;
  const [month, date] = UNIVERSITY.test(text) ? [6, 25] : [7, 15];
  const year = new Date(today * 86_400_000).getUTCFullYear();
  const day = Date.UTC(year, month, date) / 86_400_000;
  return day - today >= 60 ? day : Date.UTC(year + 1, month, date) / 86_400_000;
}

export const isCookingHabit = (text: string): boolean =>
  COOK.test(text) && COOK_HABIT.test(text) && !LEARN_DISH.test(text);
export const isOnlineShop = (text: string): boolean =>
  PLATFORM.test(text) && OPEN_SHOP.test(text) && !CLEAR_OUT.test(text);
export const isServiceBusiness = (text: string): boolean =>
  SELF_EMPLOYED.test(text) && (SERVICE.test(text) || CLIENTS.test(text));
export const isSchoolLeaverAdmission = (text: string): boolean =>
  SCHOOL_STAGE.test(text) && ENTER.test(text) && !ARTS.test(text);
export const isGroupEvent = (text: string): boolean =>
  CLASS_CELEBRATION.test(text) && GROUP.test(text) && ORGANISE.test(text) && !BODY.test(text);

export const TEMPLATE_DOMAINS: Domain[] = [
  {
    id: 'cooking',
    kind: 'build-habit',
    category: 'health',
    variant: variant(cookingVariant),
    test: isCookingHabit,
    mentions:
      /cook|dinner|recipe|meal|shop|prep|kitchen|deliver|готов|ужин|рецепт|меню|покуп|заготов|продукт|доставк/iu,
  },
  {
    id: 'raise',
    kind: 'life-change',
    category: 'career',
    variant: variant(raiseVariant),
    test: (text) => RAISE.test(text),
    mentions: /pay|raise|wins|market|review|number|зарплат|прибавк|результат|рынк|встреч|сумм/iu,
  },
  {
    id: 'online-shop',
    kind: 'project',
    category: 'career',
    variant: variant(onlineShopVariant),
    test: isOnlineShop,
    mentions: /shop|listing|item|order|sales|price|photo|магазин|карточ|товар|заказ|продаж|цен|фото/iu,
  },
  {
    id: 'service-business',
    kind: 'project',
    category: 'career',
    variant: variant(serviceBusinessVariant),
    test: isServiceBusiness,
    mentions:
      /client|service|self-employed|contract|price|profile|insurance|клиент|услуг|самозанят|договор|цен|профил|страховк/iu,
  },
  {
    id: 'school-admission',
    kind: 'project',
    category: 'self-development',
    variant: variant(schoolAdmissionVariant),
    test: isSchoolLeaverAdmission,
    knownDate: admissionsClose,
    mentions:
      /college|exam|entry|admission|subject|certificate|open day|колледж|экзамен|приём|предмет|аттестат|открытых дверей|поступ|ОГЭ|ЕГЭ/iu,
  },
  {
    id: 'group-event',
    kind: 'event',
    category: 'relationships',
    variant: variant(groupEventVariant),
    test: isGroupEvent,
    mentions:
      /venue|host|money|budget|helpers|programme|celebration|booking|transport|площадк|ведущ|денег|деньги|бюджет|помощник|программ|праздник|брон|автобус/iu,
  },
  {
    id: 'book-made',
    kind: 'project',
    category: 'creativity',
    variant: variant(bookMadeVariant),
    test: isBookMade,
    mentions: /story|page|sketch|dummy|character|print|book|страниц|истори|эскиз|макет|персонаж|печат|книг/iu,
  },
  {
    id: 'time-audit',
    kind: 'build-habit',
    category: 'self-development',
    variant: variant(timeAuditVariant),
    test: isTimeManagement,
    mentions: /time|week|task|focus|audit|времен|недел|задач|отвлечен|записыв|записи|дел/iu,
  },
];

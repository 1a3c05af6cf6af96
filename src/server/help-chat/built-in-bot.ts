/**
 * The reference server's built-in help bot: answers a question with the help topic that matches
 * it best (its title and a short excerpt, as markdown), so the chat works on one machine with no
 * internet. Pure: the routes pass in the topics the user may read.
 */

export interface BotTopic {
  title: string;
  /** Rich text (HTML). */
  description: string;
}

export const BOT_GREETING =
  "Hello! Ask me anything about the portal and I'll point you to the help topic that covers it.";
export const BOT_NO_MATCH =
  "I couldn't find a help topic about that. Try other words, or open **Help Topics** from the help menu.";

const EXCERPT_MAX_LENGTH = 200;
/** Words too common to tell topics apart. */
const STOP_WORDS = new Set(
  'the and for are you your with what how can does this that from have has not but all any out get use where when who why which about into its was'.split(
    ' ',
  ),
);

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of rich-text HTML: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most 200 characters, cut at a word boundary with an ellipsis. */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_MAX_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_MAX_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A title word counts three times a description word: titles say what a topic is about. */
function score(question: Set<string>, topic: BotTopic): number {
  const inTitle = words(topic.title).filter((word) => question.has(word)).length;
  const inText = new Set(words(plainText(topic.description)).filter((word) => question.has(word))).size;
  return inTitle * 3 + inText;
}

/** The best-matching topic (the first one on a tie), or undefined when no word matches. */
export function bestTopic(question: string, topics: readonly BotTopic[]): BotTopic | undefined {
  const asked = new Set(words(question));
  let best: { topic: BotTopic; score: number } | undefined;
  for (const topic of topics) {
    const points = score(asked, topic);
    if (points > 0 && (!best || points > best.score)) best = { topic, score: points };
  }
  return best?.topic;
}

/** The bot's markdown answer to one question. */
export function helpBotReply(question: string, topics: readonly BotTopic[]): string {
  const topic = bestTopic(question, topics);
  if (!topic) return BOT_NO_MATCH;
  return [
    `**${topic.title}**`,
    excerptOf(plainText(topic.description)),
    'Open **Help Topics** from the help menu to read the whole topic.',
  ].join('\n\n');
}

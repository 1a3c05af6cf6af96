/**
 * The reference server's built-in help bot: answers a question with the help topic that matches
 * it best (its title and a short excerpt, as markdown), so the chat works on one machine with no
 * internet. Pure: the routes pass in the topics the user may read.
 */

import { escapeMarkdown, markdownExcerpt, richTextMarkdown } from './rich-text-markdown';
import { bestTopic as bestMatch } from './topic-match';

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

/** At most `room` (by default 200) characters, cut at a word boundary with an ellipsis. */
export function excerptOf(text: string, room = EXCERPT_MAX_LENGTH): string {
  if (text.length <= room) return text;
  const cut = text.slice(0, room);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > room / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The best-matching topic the user may read, or undefined (rules: `topic-match.ts`). A topic's
 * text is its markdown: the match reads words only, and markup is never part of a word.
 */
export function bestTopic<T extends BotTopic>(question: string, topics: readonly T[]): T | undefined {
  const matched = bestMatch(
    question,
    topics.map((topic) => ({ topic, title: topic.title, text: richTextMarkdown(topic.description) })),
  );
  return matched?.topic;
}

/**
 * The bot's markdown answer to one question: the topic's title in bold, at most 200 characters of
 * its text with its paragraphs and lists kept, and a pointer to Help Topics.
 */
export function helpBotReply(question: string, topics: readonly BotTopic[]): string {
  const topic = bestTopic(question, topics);
  if (!topic) return BOT_NO_MATCH;
  return [
    `**${escapeMarkdown(topic.title)}**`,
    markdownExcerpt(topic.description, EXCERPT_MAX_LENGTH, excerptOf),
    'Open **Help Topics** from the help menu to read the whole topic.',
  ].join('\n\n');
}

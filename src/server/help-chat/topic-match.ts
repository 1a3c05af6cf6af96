/**
 * Which help topic answers a question (the built-in help bot, docs/agent-chat.md). Pure.
 *
 * A question and a topic are compared by their content words: lower case, stop words
 * ('how', 'do', 'I', 'a'…) and words under three letters left out, each cut to a rough stem so
 * that 'favorite' meets 'favorites' and 'manages' meets 'Managing'. A topic qualifies when its
 * title shares a content word with the question, or its text shares at least half of the
 * question's content words; among those, a title word counts three times a text word, and the
 * first topic wins a tie. One common word found in a topic's text is not an answer.
 */

export interface MatchTopic {
  title: string;
  /** The topic's text; markup may stay (the bot's markdown), as it is never part of a word. */
  text: string;
}

/** Words too common to tell topics apart. */
const STOP_WORDS = new Set(
  `a an and any are as at be but by can could do does doing done for from get got has have how i if in
  into is it its me my need not of on or our out please should so that the their them then there this
  to use was we what when where which who why will with would you your about`.split(/\s+/),
);

const MIN_WORD_LENGTH = 3;

/**
 * A rough stem, enough for plural and verb endings: 'favorites' and 'favorite' → 'favorit',
 * 'manages' and 'managing' → 'manag', 'entries' → 'entry', 'process' stays.
 */
export function stem(word: string): string {
  const cut = (suffix: string, replacement = '') =>
    word.length - suffix.length >= MIN_WORD_LENGTH && word.endsWith(suffix)
      ? word.slice(0, -suffix.length) + replacement
      : undefined;
  let base =
    cut('ies', 'y') ?? cut('ing') ?? cut('ed') ?? cut('es') ?? (word.endsWith('ss') ? word : cut('s'));
  base ??= word;
  return base.length > MIN_WORD_LENGTH && base.endsWith('e') ? base.slice(0, -1) : base;
}

/** The distinct stems of a text's content words. */
export function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= MIN_WORD_LENGTH && !STOP_WORDS.has(word))
      .map(stem),
  );
}

const sharedCount = (asked: ReadonlySet<string>, words: ReadonlySet<string>) =>
  [...asked].filter((word) => words.has(word)).length;

/** The topic's score for the question, or 0 when it does not qualify as an answer. */
export function topicScore(asked: ReadonlySet<string>, topic: MatchTopic): number {
  const inTitle = sharedCount(asked, contentWords(topic.title));
  const inText = sharedCount(asked, contentWords(topic.text));
  const qualifies = inTitle > 0 || (inText > 0 && inText * 2 >= asked.size);
  return qualifies ? inTitle * 3 + inText : 0;
}

/** The best-matching topic (the first one on a tie), or undefined when none qualifies. */
export function bestTopic<T extends MatchTopic>(question: string, topics: readonly T[]): T | undefined {
  const asked = contentWords(question);
  let best: { topic: T; score: number } | undefined;
  for (const topic of topics) {
    const points = topicScore(asked, topic);
    if (points > 0 && (!best || points > best.score)) best = { topic, score: points };
  }
  return best?.topic;
}

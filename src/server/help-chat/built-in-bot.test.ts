import { describe, expect, it } from 'vitest';
import { BOT_NO_MATCH, bestTopic, excerptOf, helpBotReply } from './built-in-bot';

const topics = [
  {
    title: 'Getting around the portal',
    description: '<p>Use the <strong>launcher</strong> to open apps.</p>',
  },
  { title: 'Working offline', description: '<p>Changes wait in the outbox &amp; sync later.</p>' },
];

describe('bestTopic', () => {
  it('prefers a title match over a description match', () => {
    expect(bestTopic('Can I work offline with the launcher?', topics)?.title).toBe('Working offline');
  });

  it('finds a topic by its description', () => {
    expect(bestTopic('where is the LAUNCHER', topics)?.title).toBe('Getting around the portal');
  });

  it("reads a topic's words across its markup, entities decoded and blocks kept apart", () => {
    const lists = [
      {
        title: 'Lists',
        description: '<ul><li><p>Add a version</p></li><li><p>Write&nbsp;the <em>notes</em></p></li></ul>',
      },
    ];
    expect(bestTopic('version write notes', lists)?.title).toBe('Lists');
  });

  it('finds nothing when no meaningful word matches', () => {
    expect(bestTopic('what is this about', topics)).toBeUndefined();
  });
});

describe('helpBotReply', () => {
  it('answers with the topic title in bold and a plain-text excerpt', () => {
    expect(helpBotReply('offline?', topics)).toBe(
      '**Working offline**\n\nChanges wait in the outbox & sync later.\n\nOpen **Help Topics** from the help menu to read the whole topic.',
    );
  });

  it("keeps a topic's bullet list as a markdown list, so the chat shows a list", () => {
    const publishing = {
      title: 'Publishing release notes',
      description: '<ul><li>Add a version</li><li>Write the notes</li><li>Push Release</li></ul>',
    };
    expect(helpBotReply('How do I publish release notes?', [publishing])).toBe(
      '**Publishing release notes**\n\n-   Add a version\n-   Write the notes\n-   Push Release\n\nOpen **Help Topics** from the help menu to read the whole topic.',
    );
  });

  it('says so when no topic matches', () => {
    expect(helpBotReply('zebra', topics)).toBe(BOT_NO_MATCH);
  });
});

describe('excerptOf', () => {
  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`;
    const excerpt = excerptOf(text);
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(excerptOf('short')).toBe('short');
  });
});

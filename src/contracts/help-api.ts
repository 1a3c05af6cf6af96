import { endpoint } from './endpoint';
import { helpTopicSchema, pageHelpSchema } from './help';
import { z } from './zod';

/**
 * The help service's reads: topics and a page's help (S2 §6, §7), spread into `api`. Topic writes
 * are in help-topic-writes-api.ts, page-help writes in help-authoring-api.ts, the agent chat in
 * help-chat-api.ts: the reads are in the first load (the help is cached for offline use from the
 * start), the writes and their schemas load with the editors.
 */
export const helpEndpoints = {
  /** The help topics the user's help level may read (S2 §6), in display order. */
  helpTopics: endpoint({
    method: 'GET',
    path: 'Help/Topics',
    body: undefined,
    response: z.array(helpTopicSchema),
  }),
  /** One page's help items, tutorials and agent, filtered by help level; a page without help is empty. */
  pageHelp: endpoint({
    method: 'GET',
    path: 'Help/Pages/:pageName',
    body: undefined,
    response: pageHelpSchema,
  }),
} as const;

import { endpoint, noContent } from './endpoint';
import { helpTopicSchema, pageHelpSchema } from './help';
import { saveHelpTopicSchema } from './help-authoring';
import { z } from './zod';

/**
 * The help service's topics and a page's help (S2 §6, §7), spread into `api`. Page-help writes are
 * in help-authoring-api.ts, the agent chat in help-chat-api.ts.
 */
export const helpEndpoints = {
  /** The help topics the user's help level may read (S2 §6), in display order. */
  helpTopics: endpoint({
    method: 'GET',
    path: 'Help/Topics',
    body: undefined,
    response: z.array(helpTopicSchema),
  }),
  /** Help admins: creates a topic (body id 0); answers the stored topic with its new id. */
  addHelpTopic: endpoint({
    method: 'PUT',
    path: 'Help/Topics',
    body: saveHelpTopicSchema,
    response: helpTopicSchema,
  }),
  /** Help users and admins: updates a topic's title and description; only help admins change its level. */
  updateHelpTopic: endpoint({
    method: 'PATCH',
    path: 'Help/Topics',
    body: saveHelpTopicSchema,
    response: helpTopicSchema,
  }),
  /** Help admins: deletes a topic. */
  deleteHelpTopic: endpoint({
    method: 'DELETE',
    path: 'Help/Topics/:id',
    body: undefined,
    response: noContent,
  }),
  /** One page's help items, tutorials and agent, filtered by help level; a page without help is empty. */
  pageHelp: endpoint({
    method: 'GET',
    path: 'Help/Pages/:pageName',
    body: undefined,
    response: pageHelpSchema,
  }),
} as const;

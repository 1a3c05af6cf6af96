import { endpoint, noContent } from './endpoint';
import { helpTopicSchema } from './help';
import { saveHelpTopicSchema } from './help-authoring';
import { z } from './zod';

/**
 * The help service's topic writes (S2 §7), spread into `api`. Apart from the reads (help-api.ts)
 * so the launcher's first load does not carry them nor the authoring rules (docs/performance.md).
 */
export const helpTopicWriteEndpoints = {
  /** Help admins: creates a topic (body id 0); answers the stored topic with its new id. */
  addHelpTopic: endpoint({
    method: 'PUT',
    path: 'Help/Topics',
    body: saveHelpTopicSchema,
    response: helpTopicSchema,
  }),
  /**
   * Help users and admins: updates a topic's title and description; only help admins change its
   * level. `loaded` is the topic as the editor loaded it: 409 when it is stored differently since.
   */
  updateHelpTopic: endpoint({
    method: 'PATCH',
    path: 'Help/Topics',
    body: z.extend(saveHelpTopicSchema, { loaded: z.optional(helpTopicSchema) }),
    response: helpTopicSchema,
  }),
  /** Help admins: deletes a topic. */
  deleteHelpTopic: endpoint({
    method: 'DELETE',
    path: 'Help/Topics/:id',
    body: undefined,
    response: noContent,
  }),
} as const;

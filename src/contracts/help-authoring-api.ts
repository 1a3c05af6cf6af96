import { endpoint, noContent } from './endpoint';
import { helpAgentSchema, pageHelpItemSchema, tutorialSchema } from './help';
import {
  saveHelpAgentSchema,
  saveHelpItemSchema,
  saveTutorialSchema,
  tutorialOrderSchema,
} from './help-writes';
import { z } from './zod';

/**
 * The help service's writes for page help (S2 §7 leaves their paths to us; docs/api.md), spread
 * into `api`. Who may call which: contracts/help-authoring.ts.
 */
export const helpAuthoringEndpoints = {
  /** Help users and admins: creates a help item (body id 0) on the body's page; answers it stored. */
  addHelpItem: endpoint({
    method: 'PUT',
    path: 'Help/Items',
    body: saveHelpItemSchema,
    response: pageHelpItemSchema,
  }),
  /**
   * Help users and admins: updates a help item; only admins change its Active flag. `loaded` is
   * the item as the editor loaded it: 409 when it is stored differently since.
   */
  updateHelpItem: endpoint({
    method: 'PATCH',
    path: 'Help/Items',
    body: z.extend(saveHelpItemSchema, { loaded: z.optional(pageHelpItemSchema) }),
    response: pageHelpItemSchema,
  }),
  /** Help admins: deletes a help item. */
  deleteHelpItem: endpoint({
    method: 'DELETE',
    path: 'Help/Items/:id',
    body: undefined,
    response: noContent,
  }),
  /** Help users and admins: creates a tutorial (body id -1) with its ordered items; it goes last. */
  addTutorial: endpoint({
    method: 'PUT',
    path: 'Help/Tutorials',
    body: saveTutorialSchema,
    response: tutorialSchema,
  }),
  /**
   * Help users and admins: replaces a tutorial and its ordered items. `loaded` is the tutorial as
   * the editor loaded it: 409 when it is stored differently since.
   */
  updateTutorial: endpoint({
    method: 'PATCH',
    path: 'Help/Tutorials',
    body: z.extend(saveTutorialSchema, { loaded: z.optional(tutorialSchema) }),
    response: tutorialSchema,
  }),
  /** Help admins: deletes a tutorial with its items. */
  deleteTutorial: endpoint({
    method: 'DELETE',
    path: 'Help/Tutorials/:id',
    body: undefined,
    response: noContent,
  }),
  /** Help users and admins: the page's tutorials in a new order. */
  reorderTutorials: endpoint({
    method: 'PUT',
    path: 'Help/Pages/:pageName/TutorialOrder',
    body: tutorialOrderSchema,
    response: noContent,
  }),
  /** Anyone who may read the tutorial: remembers that this user finished it (idempotent). */
  finishTutorial: endpoint({
    method: 'PUT',
    path: 'Help/Tutorials/:id/Finished',
    body: undefined,
    response: noContent,
  }),
  /**
   * Help admins: creates or updates the page's help agent (one per page). `loaded` is the agent as
   * the panel loaded it, null when it showed none: 409 when the stored agent differs since (another
   * admin saved one), 404 when a loaded agent was deleted since.
   */
  saveHelpAgent: endpoint({
    method: 'PUT',
    path: 'Help/Pages/:pageName/Agent',
    body: z.extend(saveHelpAgentSchema, { loaded: z.optional(z.nullable(helpAgentSchema)) }),
    response: helpAgentSchema,
  }),
  /** Help admins: removes the page's help agent. */
  deleteHelpAgent: endpoint({
    method: 'DELETE',
    path: 'Help/Pages/:pageName/Agent',
    body: undefined,
    response: noContent,
  }),
} as const;

import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { canReadAtLevel, type HelpTopic } from '../../contracts/help';
import {
  helpLevelOf,
  NEW_TOPIC_ID,
  type SaveHelpTopic,
  topicAbilities,
} from '../../contracts/help-authoring';
import type { SignedInUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { badRequest, forbidden, notFound } from '../http/http-error';
import { applyOnce } from '../http/idempotency';
import { pathId } from '../http/path-id';
import { refuseLostUpdate } from '../http/refuse-lost-update';
import { registerEndpoint } from '../http/register-endpoint';
import { type TopicRow, toTopic } from './topic-row';

/*
 * Help topic authoring (S2 §6): help users (helpmanagement.*) edit topics, only help admins
 * (helpmanagement.0) create, delete and set a topic's permission level (`topicAbilities`, shared
 * with the panel). Descriptions are stored as sent: readers show them through SafeHtml.
 */

function topicStore(db: Db) {
  return {
    byId: (id: number) => {
      const row = db.prepare<[number], TopicRow>('SELECT * FROM help_topics WHERE id = ?').get(id);
      return row && toTopic(row);
    },
    /** A new topic goes last in the display order. */
    add: (topic: SaveHelpTopic): number =>
      Number(
        db
          .prepare<[string, string, number]>(
            `INSERT INTO help_topics (position, title, description_html, permission_level)
             VALUES ((SELECT COALESCE(MAX(position), 0) + 1 FROM help_topics), ?, ?, ?)`,
          )
          .run(topic.title, topic.description, topic.permissionLevel).lastInsertRowid,
      ),
    update: (topic: SaveHelpTopic) =>
      db
        .prepare<[string, string, number, number]>(
          'UPDATE help_topics SET title = ?, description_html = ?, permission_level = ? WHERE id = ?',
        )
        .run(topic.title, topic.description, topic.permissionLevel, topic.id),
    remove: (id: number) => db.prepare<[number]>('DELETE FROM help_topics WHERE id = ?').run(id).changes > 0,
  };
}

export function registerHelpTopicRoutes(app: FastifyInstance): void {
  const { db } = app.portal;
  const topics = topicStore(db);

  /** A stored topic this user may see; one above their level is answered as missing. */
  function readableTopic(user: SignedInUser, id: number): HelpTopic {
    const topic = topics.byId(id);
    if (!topic || !canReadAtLevel(helpLevelOf(user.claims), topic.permissionLevel))
      throw notFound(`There is no help topic ${id}.`);
    return topic;
  }

  const mayCreate = (user: SignedInUser) => {
    if (!topicAbilities(user.claims).create) throw forbidden('Only help admins can create help topics.');
  };
  const mayEdit = (user: SignedInUser) => {
    if (!topicAbilities(user.claims).edit)
      throw forbidden('Only help users and help admins can edit help topics.');
  };

  registerEndpoint(
    app,
    api.addHelpTopic,
    async ({ user, body, request }) => {
      if (body.id !== NEW_TOPIC_ID)
        throw badRequest('A new help topic has id 0; change a saved one with PATCH.');
      // Under the draft's Idempotency-Key: a Save pressed again after a lost answer gets the topic
      // the first one created, not a second topic (docs/api.md#idempotency).
      const once = { db, request, userId: user.id, kind: 'helpTopic', now: app.portal.clock.now() };
      return applyOnce(once, () => readableTopic(user, topics.add(body)));
    },
    { authorize: mayCreate },
  );

  registerEndpoint(
    app,
    api.updateHelpTopic,
    async ({ user, body }) => {
      const may = topicAbilities(user.claims);
      const stored = readableTopic(user, body.id);
      if (!may.setLevel && body.permissionLevel !== stored.permissionLevel)
        throw forbidden("Only help admins can change a help topic's permission level.");
      refuseLostUpdate('help topic', stored, body);
      topics.update(body);
      return readableTopic(user, body.id);
    },
    { authorize: mayEdit },
  );

  registerEndpoint(app, api.deleteHelpTopic, async ({ user, params }) => {
    if (!topicAbilities(user.claims).remove) throw forbidden('Only help admins can delete help topics.');
    const id = pathId(params.id);
    if (id === undefined) throw badRequest(`'${params.id}' is not a help topic id.`);
    if (!topics.remove(id)) throw notFound(`There is no help topic ${id}.`);
    return undefined;
  });
}

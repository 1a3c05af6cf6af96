import type { HelpItem, HelpTopic, Tutorial } from '../../contracts/help';
import { BUILT_IN_HELP_BOT } from '../../contracts/help-chat';
import type { Db } from '../db/database';

/**
 * Demo help: topics at each permission level (the viewer reads 2, the supervisor 3, the admin 5),
 * anchored help for `home` and `labor-planning` (anchors are `data-help-anchor` keys the launcher,
 * sidebar and area pages carry) and tutorials, one with a disabled middle item.
 */
export const demoHelpTopics: readonly HelpTopic[] = [
  {
    id: 1,
    title: 'Getting around the portal',
    description:
      '<p>The <strong>launcher</strong> on Home groups your apps. The sidebar lists them by category; search finds any app or page.</p>',
    permissionLevel: 2,
  },
  {
    id: 2,
    title: 'Working offline',
    description:
      '<p>The portal keeps your menu and help on this device. Changes made offline wait and are sent when the network is back.</p>',
    permissionLevel: 2,
  },
  {
    id: 3,
    title: 'Editing favorites',
    description: '<p>Choose <em>Edit</em> in the Favorites group, drag apps into order and Save.</p>',
    permissionLevel: 1,
  },
  {
    id: 4,
    title: 'Managing help content',
    description: "<p>Help admins set each topic's permission level and can deactivate tutorials.</p>",
    permissionLevel: 0,
  },
  {
    id: 5,
    title: 'Publishing release notes',
    description: '<ul><li>Add a version</li><li>Write the notes</li><li>Push Release</li></ul>',
    permissionLevel: 0,
  },
];

export interface DemoPageHelp {
  pageName: string;
  helps: HelpItem[];
  tutorials: Tutorial[];
  agent: { id: number; agentName: string; tokenEndpointURL: string | null } | null;
}

const item = (
  title: string,
  description: string,
  anchor: string | null,
  position: HelpItem['position'],
  enabled = true,
): HelpItem => ({ anchor, enabled, title, description, position, offset: anchor ? 8 : null });

export const demoPageHelp: readonly DemoPageHelp[] = [
  {
    pageName: 'home',
    helps: [
      item('Home', '<p>Your starting point: every app you may open.</p>', 'home-title', 'right'),
      item(
        'Your apps',
        '<p>Apps, Reports, Forms and Links, with your favorites first.</p>',
        'launcher-groups',
        'top',
      ),
      item('Sidebar', '<p>The same apps by category, with a clock.</p>', 'sidebar', 'right'),
      item('Retired hint', '<p>No longer shown.</p>', 'launcher-groups', 'bottom', false),
    ],
    tutorials: [
      {
        id: 1,
        pageName: 'home',
        enabled: true,
        title: 'Tour of the launcher',
        icon: 'compass',
        permissionLevel: 2,
        items: [
          item('Welcome', '<p>A short tour of Home.</p>', null, 'center'),
          item('Old favorites bar', '<p>This step was retired.</p>', 'launcher-groups', 'bottom', false),
          item('Your apps', '<p>Open an app with one click.</p>', 'launcher-groups', 'cover'),
          item('The sidebar', '<p>Browse apps by category here.</p>', 'sidebar', 'right'),
        ],
      },
      {
        id: 2,
        pageName: 'home',
        enabled: true,
        title: 'Favorites for supervisors',
        icon: 'star',
        permissionLevel: 1,
        items: [
          item('Favorites', '<p>Star apps in the sidebar to pin them here.</p>', 'launcher-groups', 'cover'),
          item('Order', '<p>Edit the Favorites group to reorder.</p>', 'home-title', 'right'),
        ],
      },
      {
        id: 3,
        pageName: 'home',
        enabled: false,
        title: 'Old tour',
        icon: null,
        permissionLevel: 2,
        items: [item('Gone', '<p>Inactive tutorial.</p>', null, 'center')],
      },
    ],
    // The built-in help bot, so the chat works on `npm start` (docs/agent-chat.md).
    agent: { id: 1, agentName: 'Portal Assistant', tokenEndpointURL: BUILT_IN_HELP_BOT },
  },
  {
    pageName: 'labor-planning',
    helps: [
      item('Labor Planning', '<p>Plan staffing for your account.</p>', 'page-title', 'bottom-right'),
      item('Switch apps', '<p>Use the sidebar to jump to another app.</p>', 'sidebar', 'right'),
    ],
    tutorials: [
      {
        id: 4,
        pageName: 'labor-planning',
        enabled: true,
        title: 'Planning basics',
        icon: 'calendar',
        permissionLevel: 2,
        items: [
          item('This page', '<p>The plan for the selected account.</p>', 'page-title', 'bottom'),
          item('Elsewhere', '<p>Other apps are one click away.</p>', 'sidebar', 'right'),
        ],
      },
    ],
    agent: null,
  },
];

const flag = (value: boolean) => (value ? 1 : 0);

/** Seeds the demo help into a database without any (also one that predates the help tables). */
export function seedDemoHelpIfEmpty(db: Db): void {
  const { count } = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM help_topics').get() ?? {
    count: 0,
  };
  if (count > 0) return;
  db.transaction(() => {
    const topic = db.prepare(
      'INSERT INTO help_topics (id, position, title, description_html, permission_level) VALUES (?, ?, ?, ?, ?)',
    );
    for (const [i, t] of demoHelpTopics.entries())
      topic.run(t.id, i, t.title, t.description, t.permissionLevel);
    const helpItem = db.prepare(`INSERT INTO help_items (page_name, position, anchor, enabled, title,
        description_html, placement, offset_px) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const tutorial = db.prepare(`INSERT INTO tutorials (id, page_name, position, enabled, title, icon,
        permission_level) VALUES (?, ?, ?, ?, ?, ?, ?)`);
    const tutorialItem =
      db.prepare(`INSERT INTO tutorial_items (tutorial_id, position, anchor, enabled, title,
        description_html, placement, offset_px) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const agent = db.prepare(
      'INSERT INTO help_agents (id, page_name, agent_name, token_endpoint_url) VALUES (?, ?, ?, ?)',
    );
    for (const page of demoPageHelp) {
      for (const [i, h] of page.helps.entries()) {
        helpItem.run(
          page.pageName,
          i,
          h.anchor,
          flag(h.enabled),
          h.title,
          h.description,
          h.position,
          h.offset,
        );
      }
      for (const [i, t] of page.tutorials.entries()) {
        tutorial.run(t.id, page.pageName, i, flag(t.enabled), t.title, t.icon, t.permissionLevel);
        for (const [j, s] of t.items.entries()) {
          tutorialItem.run(t.id, j, s.anchor, flag(s.enabled), s.title, s.description, s.position, s.offset);
        }
      }
      if (page.agent)
        agent.run(page.agent.id, page.pageName, page.agent.agentName, page.agent.tokenEndpointURL);
    }
  })();
}

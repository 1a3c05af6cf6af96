/**
 * Numbered schema migrations. Only ever add a new entry at the end: a database that already ran
 * version N never runs it again, so editing an applied migration would split databases in two.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * Tables made again, after `sql`, with `id INTEGER PRIMARY KEY AUTOINCREMENT`, keeping their rows,
   * ids, indexes and triggers and the rows pointing at them (table-rebuild.ts): the migration then
   * runs with foreign keys off and checks them before it commits.
   */
  autoincrementIds?: readonly string[];
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'identity: users, claims, roles, accounts, sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        email TEXT NOT NULL COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        sap_id TEXT NOT NULL DEFAULT '',
        domain_id TEXT NOT NULL DEFAULT '',
        location_code TEXT NOT NULL DEFAULT '',
        job_family_group TEXT NOT NULL DEFAULT '',
        job_family TEXT NOT NULL DEFAULT '',
        groups_json TEXT NOT NULL DEFAULT '[]',
        tables_json TEXT NOT NULL DEFAULT '[]',
        roles_consolidated INTEGER NOT NULL DEFAULT 0,
        selected_role_id INTEGER,
        selected_account_id INTEGER
      );
      CREATE TABLE user_claims (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        claim_type TEXT NOT NULL,
        claim_value TEXT NOT NULL,
        PRIMARY KEY (user_id, position)
      );
      CREATE TABLE roles (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
      CREATE TABLE user_roles (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role_id INTEGER NOT NULL REFERENCES roles(id),
        position INTEGER NOT NULL,
        PRIMARY KEY (user_id, role_id)
      );
      CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        timezone TEXT NOT NULL,
        daylight_savings INTEGER NOT NULL,
        startup INTEGER NOT NULL,
        supervisor_defined INTEGER NOT NULL,
        supervisor_fully_defined INTEGER NOT NULL
      );
      CREATE TABLE user_accounts (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        position INTEGER NOT NULL,
        PRIMARY KEY (user_id, account_id)
      );
      -- One row per sign-in. The refresh token is stored only as its SHA-256 hash.
      CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        refresh_token_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
    `,
  },
  {
    version: 2,
    name: 'shell: menu catalogue, favorites, announcements, notifications',
    sql: `
      CREATE TABLE menu_items (
        id INTEGER PRIMARY KEY,
        parent_id INTEGER REFERENCES menu_items(id),
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        subtitle TEXT,
        route_id TEXT,
        url TEXT NOT NULL,
        icon TEXT,
        color TEXT,
        logo TEXT,
        ext_link TEXT,
        ext_link_new_tab INTEGER NOT NULL DEFAULT 0,
        badge_item INTEGER,
        dynamic_badge INTEGER NOT NULL DEFAULT 0,
        disabled INTEGER NOT NULL DEFAULT 0,
        no_account INTEGER NOT NULL DEFAULT 0,
        app_type TEXT NOT NULL,
        hide_name INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE user_favorites (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        menu_item_id INTEGER NOT NULL REFERENCES menu_items(id),
        position INTEGER NOT NULL,
        PRIMARY KEY (user_id, menu_item_id)
      );
      CREATE TABLE announcements (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        body_html TEXT NOT NULL,
        icon TEXT,
        allow_acknowledge INTEGER NOT NULL
      );
      CREATE TABLE announcement_acknowledgements (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        announcement_id INTEGER NOT NULL REFERENCES announcements(id),
        acknowledged_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, announcement_id)
      );
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        category_name TEXT NOT NULL,
        icon TEXT,
        title TEXT NOT NULL,
        text TEXT NOT NULL,
        link TEXT,
        allow_acknowledge INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        completed_on TEXT
      );
      CREATE INDEX notifications_by_user ON notifications (user_id, created_at DESC);
    `,
  },
  {
    version: 3,
    name: 'writes: usage logs, applied idempotency keys',
    sql: `
      -- One row per SaveAppLog record (S1 §3), in arrival order. user_id is the record's userID,
      -- which must be the connection's user. client_id is the client's id for the record: the
      -- same user sending the same id again stores nothing.
      CREATE TABLE usage_logs (
        id INTEGER PRIMARY KEY,
        client_id TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        received_at INTEGER NOT NULL,
        context_account_id INTEGER,
        role_id TEXT NOT NULL,
        role_name TEXT NOT NULL,
        app_group TEXT,
        app_name TEXT,
        app_url TEXT NOT NULL,
        user_agent TEXT NOT NULL,
        client_ip TEXT,
        impersonated_user_id TEXT,
        status_code INTEGER NOT NULL,
        sub_route TEXT,
        item_id TEXT,
        UNIQUE (user_id, client_id)
      );
      -- HTTP writes sent with an Idempotency-Key: the answer given the first time, given again to
      -- a repeat instead of applying the write twice. Keys are per user and per kind of write.
      CREATE TABLE applied_requests (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        result_json TEXT NOT NULL,
        applied_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, kind, idempotency_key)
      );
    `,
  },
  {
    version: 4,
    name: 'release notes: apps, versions, notes',
    sql: `
      -- The apps notes are about: value is the app's permission area (permissions:{value}.{level}).
      CREATE TABLE release_apps (
        value TEXT PRIMARY KEY COLLATE NOCASE,
        title TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      -- release_notes_key is what the Version claim names ({versionId}||{releaseNotesKey}||{flag}).
      CREATE TABLE release_versions (
        id INTEGER PRIMARY KEY,
        version TEXT NOT NULL,
        release_notes_key TEXT UNIQUE,
        status TEXT NOT NULL CHECK (status IN ('Draft', 'Submit', 'Active', 'Inactive', 'Abandon')),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX release_versions_newest_first ON release_versions (created_at DESC, id DESC);
      -- access_level NULL is 'Any'.
      CREATE TABLE release_notes (
        id INTEGER PRIMARY KEY,
        version_id INTEGER NOT NULL REFERENCES release_versions(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        change_type TEXT NOT NULL CHECK (change_type IN ('Feature', 'Enhancement', 'Fix')),
        comment_html TEXT NOT NULL,
        access_level TEXT CHECK (access_level IN ('admin', 'user', 'limited'))
      );
      CREATE INDEX release_notes_by_version ON release_notes (version_id, position);
      CREATE TABLE release_note_apps (
        note_id INTEGER NOT NULL REFERENCES release_notes(id) ON DELETE CASCADE,
        app_value TEXT NOT NULL REFERENCES release_apps(value),
        position INTEGER NOT NULL,
        PRIMARY KEY (note_id, app_value)
      );
    `,
  },
  {
    version: 5,
    name: 'help: topics, page help items, tutorials, help agents',
    sql: `
      -- Help topics of the Help Topics panel (S2 §3); description is rich text (HTML).
      CREATE TABLE help_topics (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        description_html TEXT NOT NULL,
        permission_level INTEGER NOT NULL CHECK (permission_level IN (0, 1, 2))
      );
      -- Anchored help cards of one page (page_name: the first path segment, e.g. 'home').
      CREATE TABLE help_items (
        id INTEGER PRIMARY KEY,
        page_name TEXT NOT NULL,
        position INTEGER NOT NULL,
        anchor TEXT,
        enabled INTEGER NOT NULL,
        title TEXT NOT NULL,
        description_html TEXT NOT NULL,
        placement TEXT NOT NULL,
        offset_px INTEGER
      );
      CREATE INDEX help_items_by_page ON help_items (page_name, position);
      CREATE TABLE tutorials (
        id INTEGER PRIMARY KEY,
        page_name TEXT NOT NULL,
        position INTEGER NOT NULL,
        enabled INTEGER NOT NULL,
        title TEXT NOT NULL,
        icon TEXT,
        permission_level INTEGER NOT NULL CHECK (permission_level IN (0, 1, 2))
      );
      CREATE INDEX tutorials_by_page ON tutorials (page_name, position);
      CREATE TABLE tutorial_items (
        tutorial_id INTEGER NOT NULL REFERENCES tutorials(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        anchor TEXT,
        enabled INTEGER NOT NULL,
        title TEXT NOT NULL,
        description_html TEXT NOT NULL,
        placement TEXT NOT NULL,
        offset_px INTEGER,
        PRIMARY KEY (tutorial_id, position)
      );
      -- At most one help agent per page (S2 §3: each page's help holds one agent).
      CREATE TABLE help_agents (
        id INTEGER PRIMARY KEY,
        page_name TEXT NOT NULL UNIQUE,
        agent_name TEXT NOT NULL,
        token_endpoint_url TEXT
      );
    `,
  },
  {
    version: 6,
    name: 'settings: preferences, notification settings, impersonated user',
    sql: `
      -- A user's preference values by title; a title without a row has its catalogue default
      -- (src/server/settings/preference-catalogue.ts). Merge Roles is users.roles_consolidated.
      CREATE TABLE user_preferences (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (user_id, title)
      );
      -- Notification settings the user changed; the others have their catalogue default.
      CREATE TABLE user_notification_settings (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        category TEXT NOT NULL,
        title TEXT NOT NULL,
        checked INTEGER NOT NULL,
        PRIMARY KEY (user_id, category, title)
      );
      -- The user this user impersonates (the UserId claim, S1 §3); NULL when none.
      ALTER TABLE users ADD COLUMN impersonated_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL;
    `,
  },
  {
    version: 7,
    name: 'help-agent chat: chat tokens and conversations',
    sql: `
      -- The chat's bearer tokens in the local sign-in mode (GET help/token); with MSAL they come
      -- from the identity provider and are not stored.
      CREATE TABLE help_chat_tokens (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      -- One row per started chat: whose it is, which agent connection it talks to and, when
      -- relayed to Direct Line, that conversation's token and how far its activities were read.
      CREATE TABLE help_chat_conversations (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        connection TEXT NOT NULL,
        direct_line_token TEXT,
        watermark TEXT,
        created_at INTEGER NOT NULL
      );
      -- Demo databases seeded before the chat existed get the launcher agent's built-in help bot
      -- (src/server/seed/demo-help.ts seeds it so on new ones); other agents are left alone.
      UPDATE help_agents SET token_endpoint_url = 'builtin:help-topics'
        WHERE page_name = 'home' AND agent_name = 'Portal Assistant' AND token_endpoint_url IS NULL;
    `,
  },
  {
    version: 8,
    name: 'wall displays: definitions, heartbeats, and the account data their panels show',
    sql: `
      -- A display definition (issue 8); panels_json is the contract's panel list, in order.
      CREATE TABLE displays (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        layout TEXT NOT NULL CHECK (layout IN ('rotate', 'grid')),
        rotate_seconds INTEGER NOT NULL,
        refresh_seconds INTEGER NOT NULL,
        panels_json TEXT NOT NULL
      );
      -- The newest heartbeat of each display; received_at is server time.
      CREATE TABLE display_heartbeats (
        display_id INTEGER PRIMARY KEY REFERENCES displays(id) ON DELETE CASCADE,
        received_at INTEGER NOT NULL,
        app_version TEXT NOT NULL,
        last_refresh_at INTEGER,
        queue_depth INTEGER NOT NULL,
        wake_lock TEXT NOT NULL,
        online INTEGER NOT NULL,
        connection_since INTEGER NOT NULL
      );
      -- The fleet and tasks of an account: the displays' key figures are counted from these.
      CREATE TABLE account_vehicles (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        plate TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('ready', 'rented', 'maintenance')),
        return_due_at INTEGER
      );
      CREATE INDEX account_vehicles_by_account ON account_vehicles (account_id, status);
      CREATE TABLE account_tasks (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        title TEXT NOT NULL,
        done INTEGER NOT NULL
      );
      CREATE INDEX account_tasks_by_account ON account_tasks (account_id, done);
      -- Operational alerts of an account, shown on its displays.
      CREATE TABLE account_alerts (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        severity TEXT NOT NULL CHECK (severity IN ('info', 'warning', 'critical')),
        title TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX account_alerts_by_account ON account_alerts (account_id, created_at);
    `,
  },
  {
    version: 9,
    name: 'help: tutorials each user has finished',
    sql: `
      -- A finished tutorial is no longer new to its user (the help control marks the others).
      CREATE TABLE finished_tutorials (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        tutorial_id INTEGER NOT NULL REFERENCES tutorials(id) ON DELETE CASCADE,
        finished_at TEXT NOT NULL,
        PRIMARY KEY (user_id, tutorial_id)
      );
    `,
  },
  {
    version: 10,
    name: 'telemetry: error reports and behaviour-analytics uploads',
    sql: `
      -- Error reports from the app (S1 §8) when no monitoring service is configured; scrubbed of
      -- secrets before they are stored. Only the latest 1000 are kept.
      CREATE TABLE error_reports (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at INTEGER NOT NULL,
        user_id INTEGER,
        kind TEXT NOT NULL,
        message TEXT NOT NULL,
        stack TEXT,
        source TEXT,
        level INTEGER,
        path TEXT NOT NULL,
        app_version TEXT
      );
      -- What the behaviour-analytics library (Clarity) uploads to the embedded collector, as it
      -- arrived (decompressed); only the latest 500 are kept.
      CREATE TABLE analytics_uploads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at INTEGER NOT NULL,
        bytes INTEGER NOT NULL,
        payload TEXT NOT NULL
      );
    `,
  },
  {
    version: 11,
    name: 'idempotency: what each applied key was used for',
    sql: `
      -- A SHA-256 of what the key was sent with (the method, route, path ids and body, or what the
      -- write names as its request): the same key on a different request is refused (422) instead
      -- of being answered as a replay. Keys kept before this column have none and stay replays.
      ALTER TABLE applied_requests ADD COLUMN request_hash TEXT;
    `,
  },
  {
    version: 12,
    name: 'wall displays: a deleted display id is never given to a new display',
    // A display's id is its screen's address (/display/<id>): a screen left open on a deleted
    // display must say it is not set up, not show the next display made (walkthrough 13, D1).
    // Without AUTOINCREMENT SQLite gives a new row the highest id in use plus one, so the id of
    // the display deleted last came back. The table is made again with it, keeping the displays
    // and their heartbeats. (First written as SQL run with foreign keys on, which put back the
    // heartbeats the drop had cascaded away; databases that ran it hold the same table and rows.)
    sql: '',
    autoincrementIds: ['displays'],
  },
  {
    version: 13,
    name: 'content: a deleted id is never given to a new help topic, help item, tutorial, help agent, release version, release note, announcement or notification',
    // The same as 12 for the content whose rows the app holds by id (walkthrough 13, D1 named):
    // an editor left open on a deleted help topic, help item, tutorial or release note must be told
    // it was deleted (404), not be refused (409) for, or update, the next one made; a help agent's
    // id names the chat's agent. Release versions and notifications are never deleted today and
    // announcements only by the test controls: they get it too, so no later delete brings reuse back.
    // Left as they were: tutorial_items (keyed by its tutorial and position, written again with
    // each save), the join and per-user tables (favorites, acknowledgements, finished tutorials,
    // preferences, release_note_apps) with no id of their own, the logs no client addresses by id
    // (usage_logs, sessions, applied_requests), and what no API creates or deletes (users, roles,
    // accounts, menu_items, the account vehicles, tasks and alerts). error_reports and
    // analytics_uploads were AUTOINCREMENT from the start.
    sql: '',
    autoincrementIds: [
      'help_topics',
      'help_items',
      'tutorials',
      'help_agents',
      'release_versions',
      'release_notes',
      'announcements',
      'notifications',
    ],
  },
  {
    version: 14,
    name: 'help-agent chat: the questions and delivered replies of relayed conversations',
    // Messages sent side by side read the same Direct Line activities; these let each bot message
    // go to the question it answers (its replyToId), once, and a late one to the next read
    // (walkthrough 14, D1 and D2; docs/agent-chat.md).
    sql: `
      -- The user's posted activities (the startConversation event too, text ''): waiting is 1
      -- while the help/message that posted it reads for its answer.
      CREATE TABLE help_chat_questions (
        conversation_id TEXT NOT NULL,
        activity_id TEXT NOT NULL,
        text TEXT NOT NULL,
        waiting INTEGER NOT NULL,
        PRIMARY KEY (conversation_id, activity_id)
      );
      -- The bot messages already handed to the user, by their Direct Line activity id.
      CREATE TABLE help_chat_delivered (
        conversation_id TEXT NOT NULL,
        activity_id TEXT NOT NULL,
        PRIMARY KEY (conversation_id, activity_id)
      );
    `,
  },
  {
    version: 15,
    name: 'sessions: each sign-in keeps its own role and account selection',
    // The selection was kept once per user (users.selected_*), and every renewal answered it: a
    // switch on one device moved the same user's other devices at their next renewal (walkthrough
    // 15, D3 notes; docs/shell.md: each device keeps its own). Each sign-in now keeps its own;
    // the user's columns stay as the last selection made anywhere, where a new sign-in starts.
    // The sign-ins already open start from the user's, which is what they were answering.
    sql: `
      ALTER TABLE sessions ADD COLUMN selected_role_id INTEGER;
      ALTER TABLE sessions ADD COLUMN selected_account_id INTEGER;
      UPDATE sessions SET
        selected_role_id = (SELECT u.selected_role_id FROM users u WHERE u.id = sessions.user_id),
        selected_account_id = (SELECT u.selected_account_id FROM users u WHERE u.id = sessions.user_id);
    `,
  },
  {
    version: 16,
    name: 'help-agent chat: conversations found by when they started',
    // Starting a conversation forgets those started a day before (chat-store.ts); without this
    // index each start read every conversation row, and with them their questions and replies.
    sql: `
      CREATE INDEX help_chat_conversations_by_start ON help_chat_conversations (created_at);
    `,
  },
  {
    version: 17,
    name: 'release notes: each version is pushed once',
    // Push Release pressed twice, or by two admins at once, gave every user a second 'Version …
    // released' notification (walkthrough 36, D6). A push now claims its version's row here, in
    // the transaction that adds the notifications: only the first push of a version adds them.
    // The versions pushed before this migration are known by the notifications they left.
    sql: `
      CREATE TABLE release_pushes (
        version_id INTEGER PRIMARY KEY REFERENCES release_versions(id) ON DELETE CASCADE,
        pushed_at INTEGER NOT NULL
      );
      INSERT INTO release_pushes (version_id, pushed_at)
        SELECT v.id, MIN(n.created_at) FROM release_versions v
          JOIN notifications n ON n.title = 'Version ' || v.version || ' released'
          GROUP BY v.id;
    `,
  },
];

// Large data (QA walkthrough 7, probe/bigdata.mjs), added to a reference server's database while
// the server is stopped: 300+ menu entries (folders with 40+ pages), 300 notifications, 150 versions
// with long notes, 150 help topics, admin with 50 accounts and 50 roles. Used by
// `make-large-data.ts` (by hand) and `npm run bench`'s large-data section (docs/performance.md).
import Database from 'better-sqlite3';

const routes = [
  ['dashboard', '/dashboard'],
  ['laborPlanning', '/labor-planning'],
  ['shiftManagement', '/shift-management'],
  ['marketRates', '/market-rates'],
  ['driverQuality', '/driver-quality'],
  ['taskList', '/task-list'],
  ['locationProfile', '/location-profile'],
  ['metricEntry', '/metric-entry'],
];
const words = [
  'Fleet',
  'Yard',
  'Rental',
  'Damage',
  'Fuel',
  'Shuttle',
  'Counter',
  'Return',
  'Pickup',
  'Maintenance',
  'Tolls',
  'Claims',
  'Upgrade',
  'Cleaning',
  'Transfer',
  'Inventory',
];
const name = (i: number) =>
  `${words[i % 16]} ${words[(i * 7 + 3) % 16]} ${['Tracker', 'Board', 'Planner', 'Console', 'Log', 'Review'][i % 6]} ${i}`;
/** Adds the walkthrough's large data to the database file `dbFile`; returns the counts it then holds. */
export function addLargeData(dbFile: string): Record<string, number> {
  const db = new Database(dbFile);
  const now = Date.now();
  const ins = db.prepare(
    `INSERT INTO menu_items (id,parent_id,position,title,subtitle,route_id,url,icon,color,app_type) VALUES (?,?,?,?,?,?,?,?,?,?)`,
  );
  const maxPos = (
    db.prepare('select max(position) m from menu_items where parent_id is null').get() as { m: number }
  ).m;
  db.transaction(() => {
    let pos = maxPos + 1,
      id = 10000;
    const types = [...Array(200).fill('Apps'), ...Array(60).fill('Reports'), ...Array(40).fill('Forms')];
    types.forEach((t, i) => {
      const [r, u] = routes[i % routes.length] as [string, string];
      ins.run(
        id++,
        null,
        pos++,
        name(i),
        i % 3 ? `Subtitle for ${name(i)}` : null,
        r,
        `${u}?qa=${i}`,
        null,
        ['teal', 'blue', 'orange', 'grape'][i % 4],
        t,
      );
    });
    for (const [f, n] of [
      ['Big Folder 360', 360],
      ['Folder Forty A', 40],
      ['Folder Forty B', 40],
      ['Folder Forty C', 40],
    ] as Array<[string, number]>) {
      const fid = id++;
      ins.run(fid, null, pos++, f, `${n} pages`, null, '', null, 'cyan', 'Apps');
      for (let k = 0; k < n; k++) {
        const [r, u] = routes[k % routes.length] as [string, string];
        ins.run(
          id++,
          fid,
          k,
          `${f.split(' ').pop()} page ${k + 1}`,
          null,
          r,
          `${u}?f=${fid}&p=${k}`,
          null,
          'blue',
          'Apps',
        );
      }
    }
    // 300 notifications for admin
    const cats = ['Alert', 'Forms', 'Request Status', 'Plan Status', 'Action Status'];
    const n = db.prepare(
      `INSERT INTO notifications (user_id,category_name,icon,title,text,link,allow_acknowledge,created_at,completed_on) VALUES (1,?,?,?,?,?,?,?,NULL)`,
    );
    for (let i = 0; i < 300; i++)
      n.run(
        cats[i % 5],
        'bell',
        `Bulk notification ${i + 1}: ${name(i)}`,
        `Vehicle ${1000 + i} at lot ${i % 17} needs attention. ${'Details follow. '.repeat(i % 4)}`,
        i % 2 ? `labor-planning?n=${i}` : null,
        i % 3 ? 1 : 0,
        now - i * 60000,
      );
    // 150 versions with long notes (older than the seeded ones)
    const apps = db
      .prepare('select value from release_apps')
      .all()
      .map((row) => (row as { value: string }).value);
    const v = db.prepare(
      `INSERT INTO release_versions (version,release_notes_key,status,created_at) VALUES (?,?,?,?)`,
    );
    const note = db.prepare(
      `INSERT INTO release_notes (version_id,position,change_type,comment_html,access_level) VALUES (?,?,?,?,?)`,
    );
    const na = db.prepare(`INSERT INTO release_note_apps (note_id,app_value,position) VALUES (?,?,0)`);
    for (let i = 0; i < 150; i++) {
      const vid = v.run(
        `0.0.${i + 1}`,
        `rn-qa7-${i}`,
        'Active',
        1700000000000 + i * 86400000,
      ).lastInsertRowid;
      for (let k = 0; k < 6; k++) {
        const long = `<p><strong>${name(i + k)}</strong>: ${'The counter screen now shows the customer’s loyalty tier, the deposit hold and the return lot in one place so agents do not need to switch tabs. '.repeat(3 + (k % 4))}</p><ul><li>First item of a long list</li><li>Second item with aVeryLongUnbrokenIdentifierLikeRentalAgreementNumberRA2026112900001234567890</li></ul>`;
        const nid = note.run(
          vid,
          k + 1,
          ['Feature', 'Enhancement', 'Fix'][k % 3],
          long,
          k % 2 ? 'limited' : null,
        ).lastInsertRowid;
        na.run(nid, apps[(i + k) % apps.length]);
      }
    }
    // 150 help topics
    const ht = db.prepare(
      `INSERT INTO help_topics (position,title,description_html,permission_level) VALUES (?,?,?,2)`,
    );
    for (let i = 0; i < 150; i++)
      ht.run(
        100 + i,
        `Topic ${i + 1}: how to handle ${name(i).toLowerCase()}`,
        `<p>${'Step by step guidance for the counter team. '.repeat(5 + (i % 10))}</p>`,
      );
    // admin: 50 accounts, 50 roles
    const acc = db.prepare(
      `INSERT INTO accounts (id,name,timezone,daylight_savings,startup,supervisor_defined,supervisor_fully_defined) VALUES (?,?,?,?,0,1,1)`,
    );
    const ua = db.prepare(`INSERT INTO user_accounts (user_id,account_id,position) VALUES (1,?,?)`);
    const role = db.prepare(`INSERT INTO roles (id,name) VALUES (?,?)`);
    const ur = db.prepare(`INSERT INTO user_roles (user_id,role_id,position) VALUES (1,?,?)`);
    for (let i = 0; i < 47; i++) {
      acc.run(
        3000 + i,
        `${['North', 'South', 'East', 'West'][i % 4]} ${words[i % 16]} Rental Branch ${i + 1} – International Airport Terminal ${(i % 5) + 1}`,
        'America/New_York',
        1,
      );
      ua.run(3000 + i, 3 + i);
    }
    for (let i = 0; i < 48; i++) {
      role.run(100 + i, `${words[i % 16]} Operations Role ${i + 1} (regional, extended permissions)`);
      ur.run(100 + i, 2 + i);
    }
  })();
  const count = (sql: string) => (db.prepare(sql).get() as { c: number }).c;
  const counts = {
    menu: count('select count(*) c from menu_items'),
    versions: count('select count(*) c from release_versions'),
    topics: count('select count(*) c from help_topics'),
    notifications: count('select count(*) c from notifications where user_id=1'),
    accounts: count('select count(*) c from user_accounts where user_id=1'),
    roles: count('select count(*) c from user_roles where user_id=1'),
  };
  db.close();
  return counts;
}

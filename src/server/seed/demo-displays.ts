import type { Panel, SaveDisplay } from '../../contracts/displays';
import type { Db } from '../db/database';

/** Three demo wall displays, each showing something else, so `npm start` shows them working. */
export const demoDisplays: readonly (SaveDisplay & { id: number })[] = [
  {
    id: 1,
    name: 'Metro Airport counter',
    accountId: 1001,
    layout: 'rotate',
    rotateSeconds: 15,
    refreshSeconds: 60,
    panels: [{ kind: 'clock' }, { kind: 'keyFigures' }, { kind: 'announcements' }, { kind: 'alerts' }],
  },
  {
    id: 2,
    name: 'Zürich Hub yard',
    accountId: 1003,
    layout: 'grid',
    rotateSeconds: 20,
    refreshSeconds: 30,
    panels: [{ kind: 'clock' }, { kind: 'keyFigures' }, { kind: 'alerts' }],
  },
  {
    id: 3,
    name: 'Phoenix Fleet break room',
    accountId: 1004,
    layout: 'rotate',
    rotateSeconds: 20,
    refreshSeconds: 120,
    panels: [
      { kind: 'clock' },
      { kind: 'announcements' },
      { kind: 'report', title: 'Fleet utilisation', url: 'https://reports.example.com/fleet-utilisation' },
    ] satisfies Panel[],
  },
];

const HOUR = 3_600_000;

/** Per account: vehicles by status (returns due in hours from now), open and done tasks, alerts. */
const demoFleets: readonly {
  accountId: number;
  ready: number;
  maintenance: number;
  rentedDueInHours: readonly number[];
  openTasks: readonly string[];
  doneTasks: number;
  alerts: readonly {
    severity: 'info' | 'warning' | 'critical';
    title: string;
    text: string;
    ageMinutes: number;
  }[];
}[] = [
  {
    accountId: 1001,
    ready: 42,
    maintenance: 5,
    rentedDueInHours: [1, 2, 3, 5, 8, 12, 20, 30, 48, 72],
    openTasks: ['Wash bay 2 inspection', 'Restock child seats', 'Move 6 cars to overflow lot'],
    doneTasks: 4,
    alerts: [
      {
        severity: 'critical',
        title: 'Shuttle bus 3 out of service',
        text: 'Route B runs every 20 minutes until further notice.',
        ageMinutes: 25,
      },
      {
        severity: 'info',
        title: 'Flight surge at 17:00',
        text: 'Three arrivals from Denver land together.',
        ageMinutes: 90,
      },
    ],
  },
  {
    accountId: 1003,
    ready: 18,
    maintenance: 2,
    rentedDueInHours: [4, 6, 26],
    openTasks: ['Winter tyres: 12 vans'],
    doneTasks: 2,
    alerts: [
      {
        severity: 'warning',
        title: 'Snow expected tonight',
        text: 'Park vans under cover by 20:00.',
        ageMinutes: 40,
      },
    ],
  },
  {
    accountId: 1004,
    ready: 27,
    maintenance: 9,
    rentedDueInHours: [2, 9, 14, 22],
    openTasks: ['A/C check on 9 SUVs', 'Heat safety briefing'],
    doneTasks: 1,
    alerts: [],
  },
];

/**
 * Seeds the displays and the fleet data their panels count, once: when the fleet tables are empty
 * (a fresh database, or one that has just gained them). Admins may delete every display; that
 * leaves the fleet data, so their choice is not undone at the next start.
 */
export function seedDemoDisplaysIfEmpty(db: Db, now: number): void {
  const { count } = db
    .prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM account_vehicles')
    .get() ?? {
    count: 0,
  };
  const { accounts } = db
    .prepare<[], { accounts: number }>('SELECT COUNT(*) AS accounts FROM accounts')
    .get() ?? {
    accounts: 0,
  };
  if (count > 0 || accounts === 0) return;
  db.transaction(() => {
    const display = db.prepare(`INSERT INTO displays (id, name, account_id, layout, rotate_seconds,
        refresh_seconds, panels_json) VALUES (?, ?, ?, ?, ?, ?, ?)`);
    for (const d of demoDisplays) {
      display.run(
        d.id,
        d.name,
        d.accountId,
        d.layout,
        d.rotateSeconds,
        d.refreshSeconds,
        JSON.stringify(d.panels),
      );
    }
    const vehicle = db.prepare(
      'INSERT INTO account_vehicles (account_id, plate, status, return_due_at) VALUES (?, ?, ?, ?)',
    );
    const task = db.prepare('INSERT INTO account_tasks (account_id, title, done) VALUES (?, ?, ?)');
    const alert = db.prepare(
      'INSERT INTO account_alerts (account_id, severity, title, text, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const fleet of demoFleets) {
      let plate = 0;
      const nextPlate = () => `${fleet.accountId}-${String(++plate).padStart(3, '0')}`;
      for (let i = 0; i < fleet.ready; i++) vehicle.run(fleet.accountId, nextPlate(), 'ready', null);
      for (let i = 0; i < fleet.maintenance; i++)
        vehicle.run(fleet.accountId, nextPlate(), 'maintenance', null);
      for (const hours of fleet.rentedDueInHours)
        vehicle.run(fleet.accountId, nextPlate(), 'rented', now + hours * HOUR);
      for (const title of fleet.openTasks) task.run(fleet.accountId, title, 0);
      for (let i = 0; i < fleet.doneTasks; i++) task.run(fleet.accountId, `Done task ${i + 1}`, 1);
      for (const a of fleet.alerts)
        alert.run(fleet.accountId, a.severity, a.title, a.text, now - a.ageMinutes * 60_000);
    }
  })();
}

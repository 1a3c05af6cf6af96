import type { UsageLogRecord } from '../../../src/contracts/usage';

/** A usage log as the server stored it (`GET /__test/usage-logs`). */
export interface StoredUsageLog {
  id: string;
  userId: number;
  receivedAt: number;
  record: UsageLogRecord;
}

/** The reference server's test controls (enabled with TEST_CONTROLS=1), as the tests use them. */
export class TestControls {
  constructor(private readonly baseUrl: string) {}

  private async post(path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}/__test/${path}`, {
      method: 'POST',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`POST /__test/${path} answered ${response.status}: ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  }

  /** The next `times` requests to `path` (API-relative; with `method` only those) answer `status`. */
  fault(
    path: string,
    status: number,
    times = 1,
    message?: string,
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    retryAfterSeconds?: number,
  ) {
    return this.post('faults', { path, status, times, message, method, retryAfterSeconds });
  }

  /** Moves the server's clock (token expiry) by `offsetMs`. */
  shiftClock(offsetMs: number) {
    return this.post('clock', { offsetMs });
  }

  /** Overrides what GET Health answers, e.g. `{ directoryDatabase: 'down' }`. */
  setHealth(health: { status?: 'ok' | 'maintenance'; directoryDatabase?: 'up' | 'down' }) {
    return this.post('health', health);
  }

  /**
   * The next `times` SaveAppLog calls on the usage hub fail; with `afterSaving` after the record
   * is stored (the answer is lost on its way back); with `drop` the connection is cut instead of
   * answering an error.
   */
  hubFault(options: { times?: number; skip?: number; afterSaving?: boolean; dropConnection?: boolean } = {}) {
    return this.post('hub-faults', options);
  }

  /** Stores an announcement shown before the others (the API has no authoring endpoint for them). */
  addAnnouncement(announcement: { title: string; text: string; allowAcknowledge?: boolean }) {
    return this.post('announcements', announcement) as Promise<{ id: number }>;
  }

  /** Removes an announcement (and its dismissals), as its publisher withdrawing it would. */
  async removeAnnouncement(id: number): Promise<void> {
    const response = await fetch(`${this.baseUrl}/__test/announcements/${id}`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`DELETE /__test/announcements/${id} answered ${response.status}`);
  }

  /** Stores an open notification for `userId`, the newest (no authoring endpoint either). */
  addNotification(notification: { userId: number; title: string; text: string; categoryName?: string }) {
    return this.post('notifications', notification) as Promise<{ id: number }>;
  }

  /**
   * Stores page help items as they are, several on one anchor too (the API allows one per anchor;
   * older or imported help holds more). Answers their ids.
   */
  addHelpItems(
    items: {
      pageName: string;
      anchor: string | null;
      title: string;
      description: string;
      position: 'top' | 'left' | 'cover' | 'right' | 'bottom-left' | 'bottom' | 'bottom-right' | 'center';
      offset: number | null;
    }[],
  ) {
    return this.post(
      'help-items',
      items.map((item) => ({ id: 0, enabled: true, ...item })),
    ) as Promise<{ ids: number[] }>;
  }

  /** Takes an app permission (a claim value, e.g. `marketrates.2`) from a user, as a directory sync would. */
  revokeClaim(userId: number, claimValue: string) {
    return this.post('revoke-claim', { userId, claimValue }) as Promise<{ removed: number }>;
  }

  /**
   * Lowers the seeded admin (user 1) as a directory sync would: the admin, system admin, grantor and
   * help management claims go, and the Site Administrator role (1), so the next renewal switches
   * them to Security Grantor (walkthrough 37, D6).
   */
  async lowerAdmin() {
    const removed: number[] = [];
    for (const claim of ['admin', 'systemadmin', 'isgrantor', 'helpmanagement.0'])
      removed.push((await this.revokeClaim(1, claim)).removed);
    removed.push((await this.revokeRole(1, 1)).removed);
    return removed;
  }

  /** Takes a role from a user (their stored selection stays, as after a directory sync). */
  revokeRole(userId: number, roleId: number) {
    return this.post('revoke-role', { userId, roleId }) as Promise<{ removed: number }>;
  }

  /**
   * Takes `acctId` from `username`, as a directory sync does when an administrator moves them to
   * another site: the server refuses their next request naming it (403 `accountNotHeld`).
   */
  removeAccount(username: string, acctId: number) {
    return this.post('remove-account', { username, acctId }) as Promise<{ removed: boolean }>;
  }

  /** Drops the HTTP faults still pending. */
  async clearFaults(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/__test/faults`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`DELETE /__test/faults answered ${response.status}`);
  }

  /** Drops the hub faults still pending. */
  async clearHubFaults(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/__test/hub-faults`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`DELETE /__test/hub-faults answered ${response.status}`);
  }

  async pendingHubFaults(): Promise<number> {
    return ((await this.get('hub-faults')) as { pending: number }).pending;
  }

  /** Every stored usage log, in the order the server received them. */
  usageLogs(): Promise<StoredUsageLog[]> {
    return this.get('usage-logs') as Promise<StoredUsageLog[]>;
  }

  /** The HTTP writes the server applied under an Idempotency-Key, in the order it applied them. */
  appliedWrites(): Promise<{ userId: number; kind: string; key: string }[]> {
    return this.get('applied-writes') as Promise<{ userId: number; kind: string; key: string }[]>;
  }

  private async get(path: string): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}/__test/${path}`);
    if (!response.ok)
      throw new Error(`GET /__test/${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  /** The demo data and every lever (faults, clock, Health, counters) as a fresh server has them. */
  reset() {
    return this.post('reset');
  }

  resetStats() {
    return this.post('reset-stats');
  }

  async stats(): Promise<{ renewals: number; logins: number; requests: Record<string, number> }> {
    const response = await fetch(`${this.baseUrl}/__test/stats`);
    return response.json() as Promise<{ renewals: number; logins: number; requests: Record<string, number> }>;
  }
}

import type { NewOutboxRow, OutboxRow } from '../../db/rows';

/** An outbox row as the store holds it, never sent: the fields a test names over these. */
export const outboxRow = (fields: Partial<OutboxRow> = {}): OutboxRow => ({
  seq: 1,
  id: 'id-1',
  kind: 'usage',
  payload: {},
  userId: 1,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  createdAt: 0,
  sendingSince: null,
  ...fields,
});

/** The same row as it is added to the store, which numbers it (`seq`). */
export const newOutboxRow = (fields: Partial<NewOutboxRow> = {}): NewOutboxRow => {
  const { seq: _numberedByTheStore, ...row } = outboxRow(fields);
  return row;
};

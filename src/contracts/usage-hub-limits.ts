import { MAX_USAGE_BATCH } from './usage';

/*
 * The sizes the usage hub's messages are kept to. A module of its own: only the hub's client
 * (loaded after the first screen) and the server read them, so the first screen does not carry them.
 */

/**
 * The reference hub's largest message (`maxMessageBytes`): one over it closes the connection.
 * A `SaveAppLogs` call carries records up to USAGE_BATCH_BYTES of it, leaving room for the
 * envelopes' ids and the invocation around them (about 60 bytes a record).
 */
export const USAGE_HUB_MAX_MESSAGE_BYTES = 1024 * 1024;
export const USAGE_BATCH_BYTES = USAGE_HUB_MAX_MESSAGE_BYTES - MAX_USAGE_BATCH * 100;

/**
 * The largest usage record the client sends (its JSON, in bytes): ASP.NET Core SignalR's default
 * message limit (32 KB), which the company's hub may keep, less room for the invocation around the
 * record (`SaveAppLog`'s framing, about 70 bytes). A record is about 450 bytes; one over this
 * (a link thousands of characters long) is never sent, but dropped with the reason, as a usage
 * record the server refuses is: a hub closing the connection on it had it sent again and again.
 */
export const USAGE_RECORD_MAX_BYTES = 31 * 1024;

// Server side of the SignalR JSON hub protocol for the real @microsoft/signalr client.
export { attachHubs, type HubHttpOptions } from './attach';
export type { HubLogger } from './connection';
export type { Admit, Hub, HubContext, HubEndpoint, HubMethod, HubOptions } from './hub';
export { createHub, HubRefusal, TOKEN_REFUSED } from './hub';

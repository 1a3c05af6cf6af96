/**
 * An alert's age on a display, whose clock may be set differently from the server's (a wall
 * screen is rarely synced): the server's own age of the alert when it sent the data
 * (`generatedAt - createdAt`, both server time), plus the time the device has counted since it
 * stored that data (`now - receivedAt`, both device time). Neither difference mixes the two clocks,
 * so a display running minutes behind still says '5 min ago' of an alert made five minutes ago,
 * where `now - createdAt` said 'just now' (walkthrough 6).
 */
export function alertAgeMs(
  createdAt: number,
  generatedAt: number,
  receivedAt: number | undefined,
  now: number,
): number {
  const sinceReceived = receivedAt === undefined ? 0 : Math.max(0, now - receivedAt);
  return Math.max(0, generatedAt - createdAt) + sinceReceived;
}

// A real server on a free port and real @microsoft/signalr clients for it: the hub tests' setup.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { Session } from '../../contracts/session';
import { demoPassword } from '../seed/demo-users';
import { migratedDataDir, testServerConfig } from '../server.testkit';
import { type StartedServer, startServer } from '../start';

export interface LiveHubServer {
  server: StartedServer;
  /** Signs a demo user in over HTTP, as the app does. */
  signIn(username: string): Promise<Session>;
  /** A client (not started) for the hub at `{HUB_BASE}{hubPath}`, stopped by `stopClients`. */
  connect(hubPath: string, token: string): HubConnection;
  stopClients(): Promise<void>;
  /** Stops the clients and the server and deletes its data. */
  close(): Promise<void>;
}

export async function startLiveHubServer(env: Record<string, string> = {}): Promise<LiveHubServer> {
  const dataDir = migratedDataDir();
  const config = testServerConfig({ DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'dist'), ...env });
  const server = await startServer({ config, port: 0 });
  const clients: HubConnection[] = [];
  const stopClients = async () => {
    await Promise.all(clients.splice(0).map((client) => client.stop()));
  };
  return {
    server,
    async signIn(username) {
      const response = await fetch(`${server.url}/api/Auth/Login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: demoPassword }),
      });
      return (await response.json()) as Session;
    },
    connect(hubPath, token) {
      const client = new HubConnectionBuilder()
        .withUrl(`${server.url}/hubs${hubPath}`, { accessTokenFactory: () => token })
        .configureLogging(LogLevel.None)
        .build();
      clients.push(client);
      return client;
    },
    stopClients,
    async close() {
      await stopClients();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

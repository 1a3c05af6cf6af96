import { loadServerConfig, ServerConfigError } from './config';
import { startServer } from './start';

/** `npm run serve` / `npm start`: configuration from the environment, then listen. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadServerConfig>;
  try {
    config = loadServerConfig(process.env);
  } catch (error) {
    if (!(error instanceof ServerConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const server = await startServer({ config, port: config.port, host: config.host, logger: true });
  // Shown as localhost, as before the loopback default: 127.0.0.1 is another origin to the browser
  // (its own storage, service worker and sign-in) and to a redirect URI registered for localhost.
  const shown = server.url.replace('//127.0.0.1:', '//localhost:');
  server.app.log.info(
    `Ops portal (${config.stage}) at ${shown}, API ${shown}${config.apiBase}, data in ${config.dataDir}` +
      (config.testControls ? ' — TEST CONTROLS ENABLED (/__test)' : ''),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

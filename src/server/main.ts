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
  server.app.log.info(
    `Ops portal (${config.stage}) at ${server.url}, API ${server.url}${config.apiBase}, data in ${config.dataDir}` +
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

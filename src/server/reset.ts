import { loadServerConfig, ServerConfigError } from './config';
import { databasePath, openDatabase } from './db/database';
import { resetToDemoData } from './seed/seed';

/**
 * `npm run db:reset`: drops every table of DATA_DIR's database and seeds the demo data again.
 * Safe beside a running server (SQLite locks; the server's next query sees the new data), but its
 * signed-in users must sign in again.
 */
try {
  const config = loadServerConfig(process.env);
  const db = openDatabase(config.dataDir);
  resetToDemoData(db, Date.now(), config.passwordCost);
  db.close();
  console.log(`Reset ${databasePath(config.dataDir)} to the demo data (password for every user: demo).`);
} catch (error) {
  console.error(error instanceof ServerConfigError ? error.message : error);
  process.exit(1);
}

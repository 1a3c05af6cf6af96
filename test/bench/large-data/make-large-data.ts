// Large data (QA walkthrough 7): npx tsx make-large-data.ts DATA_DIR/ops-portal.sqlite, with the server stopped.
import { addLargeData } from './large-data';

const dbFile = process.argv[2];
if (!dbFile) throw new Error('usage: npx tsx make-large-data.ts DATA_DIR/ops-portal.sqlite');
console.log(addLargeData(dbFile));

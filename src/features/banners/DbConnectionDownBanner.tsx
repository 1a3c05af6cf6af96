import { Alert } from '@mantine/core';
import { useAtomValue } from '../../core/state/jotai';
import { directoryDatabaseDownAtom } from '../../core/ui/shell-state';
import { DB_DOWN_TEXT, DB_DOWN_TITLE } from './model/directory-database';

/** 'DB Connection Down' (S1 §2.8, S2 §8) while the server reports its directory database down. */
export function DbConnectionDownBanner() {
  const down = useAtomValue(directoryDatabaseDownAtom);
  if (!down) return null;
  return (
    <Alert color="red" variant="filled" radius={0} title={DB_DOWN_TITLE}>
      {DB_DOWN_TEXT}
    </Alert>
  );
}

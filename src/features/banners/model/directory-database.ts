/** The banner of S1 §2.8, worded as in S2 §8. */
export const DB_DOWN_TITLE = 'DB Connection Down';
export const DB_DOWN_TEXT =
  'Cannot fetch Workday data at this time, so some of the features will not be available. If this continues for an extended period of time then please submit ticket with support team.';

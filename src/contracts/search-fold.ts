/**
 * Text as searches compare it: lower case without accents, so 'zurich' and 'ZÜRICH' find
 * 'Zürich Hub' and 'sao' finds 'São Paulo'. One rule for the app's list filters and the server's
 * searches (notifications, release-note comments, impersonation options), so a search finds on
 * the server what the same words find in the app (walkthrough 22, F3).
 */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

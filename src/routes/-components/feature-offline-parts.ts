import { registerOfflineParts } from '../../core/offline/offline-parts';
import { announcementsRead } from '../../features/announcements/data';
import { areaPagesPart } from '../../features/areas/offline-parts';
import { helpTopicsPart, pageHelpPart } from '../../features/help/offline-parts';
import { globalNotificationsRead } from '../../features/notifications/data';
import { releaseNotesPart } from '../../features/release-notes/offline-parts';

/**
 * What the features keep for offline use, listed by the sync status's offline-readiness view.
 * Loaded by the frame on idle, as that view is (the launcher's size budget): the view follows
 * the registry, so parts registered after it opened show at once.
 */
export function registerFeatureOfflineParts(): () => void {
  return registerOfflineParts({
    areaPages: areaPagesPart,
    announcements: { label: 'Announcements', order: 10, reads: async () => [announcementsRead] },
    notifications: { label: 'Notifications', order: 20, reads: async () => [globalNotificationsRead] },
    releaseNotes: releaseNotesPart,
    helpTopics: helpTopicsPart,
    pageHelp: pageHelpPart,
  });
}

import { PermissionLevel } from '../../../contracts/claims';

/** The permission level's name (S2 §3: Admin=0, User=1, Limited=2). */
export function permissionLevelLabel(level: PermissionLevel): string {
  switch (level) {
    case PermissionLevel.Admin:
      return 'Admin';
    case PermissionLevel.User:
      return 'User';
    case PermissionLevel.Limited:
      return 'Limited';
  }
}

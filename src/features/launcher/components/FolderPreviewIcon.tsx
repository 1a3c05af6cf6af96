import type { MenuItem } from '../../../contracts/menu';
import { MenuItemIcon } from '../../../core/ui/MenuItemIcon';
import { plain } from '../../../core/ui/plain';
import { folderPreview } from '../model/folder-preview';
import classes from './launcher.module.css';

/** A folder's icon: up to 4 of its apps' icons, or 3 and '+N' (S1 §2.3). */
export function FolderPreviewIcon({ folder }: { folder: MenuItem }) {
  const { icons, moreLabel } = folderPreview(folder.pages);
  return (
    <div className={classes.folderPreview} data-testid="folder-preview">
      {icons.map((page) => (
        <MenuItemIcon key={page.id} item={page} size={22} />
      ))}
      {moreLabel && <span className={`${plain.text} ${plain.xs} ${classes.moreLabel}`}>{moreLabel}</span>}
    </div>
  );
}

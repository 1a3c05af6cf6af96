import type { AreaPage as AreaPageData } from '../../contracts/shell-api';
import { AreaPage } from '../../features/areas/AreaPage';
import { DisplaysAdminLink } from '../../features/kiosk/admin/DisplaysAdminLink';

/**
 * The shared area page with the sections other features add to an area (features do not import
 * each other; the route composes them): Configuration → Displays.
 */
export function AreaWithSections({ area }: { area: AreaPageData }) {
  return <AreaPage area={area}>{area.areaId === 'configuration' && <DisplaysAdminLink />}</AreaPage>;
}

import { createFileRoute } from '@tanstack/react-router';
import { DisplayListPage } from '../features/kiosk/components/DisplayListPage';

/** /display: the configured displays to pick from (S1 §2.1: not guarded, bare). */
export const Route = createFileRoute('/display/')({ component: DisplayListPage });

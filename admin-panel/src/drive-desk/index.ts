import { lazyScreen } from '../layout/lazyScreen';

/** The drive desk's screens, each from its own chunk: the panel's first screen stays the layout and the dashboard. */
export const DriveDesk = lazyScreen(() => import('./DriveDesk'), 'DriveDesk');
export const DriveDeskList = lazyScreen(() => import('./DriveDeskList'), 'DriveDeskList');
export { DRIVE_DESK_PATH, driveDeskPath } from './deskCalls';

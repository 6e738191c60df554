export { DriveDesk } from './DriveDesk';
export { DriveDeskList } from './DriveDeskList';
export { DRIVE_DESK_PATH, driveDeskPath } from './deskCalls';

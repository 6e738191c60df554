import { RefreshSession } from '../auth/refresh-session.entity';
import { User } from '../users/user.entity';

/** Every table the application maps; migrations must cover exactly these. */
export const ENTITIES = [User, RefreshSession];

import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import { lazyScreen } from '../layout/lazyScreen';
import { listAtResourcePath } from '../layout/listAtResourcePath';

/** Where the Hospitals screen lives, and who may open it (admins; drive staff read it). */
export const HOSPITALS_PATH = '/hospitals';
export const HOSPITALS_ACCESS = { resource: 'hospitals', action: 'list' };

/** Hospitals: the list at /hospitals; add is a dialog. */
export default {
  list: listAtResourcePath(lazyScreen(() => import('./HospitalList'), 'HospitalList')),
  icon: LocalHospitalIcon,
  recordRepresentation: 'name',
};

import BloodtypeIcon from '@mui/icons-material/Bloodtype';
import { DonorList } from './DonorList';

export default {
  list: DonorList,
  icon: BloodtypeIcon,
  recordRepresentation: 'name',
};

import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';
import { CREATE_EVENT_PATH, MANAGE_EVENTS_PATH } from './paths';

const CARDS = [
  { title: 'resources.events.page.createTitle', text: 'resources.events.page.createCardText', path: CREATE_EVENT_PATH, Icon: AddCircleIcon },
  { title: 'resources.events.page.manageTitle', text: 'resources.events.page.manageCardText', path: MANAGE_EVENTS_PATH, Icon: EditCalendarIcon },
];

/** /event-management: two cards, Create Event and Manage Events. */
export function EventManagement() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <PageTitle title="resources.events.page.managementTitle" />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('resources.events.page.managementTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {CARDS.map(({ title, text, path, Icon }) => (
          <Card component="li" key={path} variant="outlined">
            <CardActionArea component={Link} to={path} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Icon color="primary" fontSize="large" aria-hidden />
                <Box>
                  <Typography variant="h6" component="h2">
                    {translate(title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(text)}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

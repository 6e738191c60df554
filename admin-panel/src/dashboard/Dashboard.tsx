import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ADMIN_DASHBOARD_TITLE } from '../texts';
import { DESTINATIONS } from '../destinations';
import { PageTitle } from '../layout/PageTitle';

/** /admin-dashboard: one card per admin screen, each a link inside the panel. */
export function Dashboard() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <PageTitle title={ADMIN_DASHBOARD_TITLE} />
      <Typography variant="h4" component="h1" gutterBottom>
        {ADMIN_DASHBOARD_TITLE}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {DESTINATIONS.map(({ label, path, icon: Icon }) => (
          <Card component="li" key={path} variant="outlined">
            <CardActionArea component={Link} to={path} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Icon color="primary" fontSize="large" aria-hidden />
                <Typography variant="h6" component="h2">
                  {label}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

export default Dashboard;

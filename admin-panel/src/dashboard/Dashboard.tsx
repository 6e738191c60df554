import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { type DashboardCounts, TEAM_ROLES, TEAMS } from '@blood-donation/domain';
import { TeamChips } from '../teams/TeamChips';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { useMayAccess } from '../auth/useMayAccess';
import { Link } from 'react-router-dom';
import { DESTINATIONS } from '../destinations';
import { PageTitle } from '../layout/PageTitle';
import { CARD_COUNTS, useDashboardCounts } from './dashboardCounts';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The charts load after the cards, in a chunk of their own: the first screen's script stays within its budget. */
const DashboardCharts = lazy(() => import('./charts/DashboardCharts'));

const TEAMS_PATH = '/teams';
const REQUESTS_PATH = '/bloodRequests';

/**
 * The Blood Requests card's second line: how many requests are asking donors, and how many were fulfilled. Its line
 * is there (empty) before the counts arrive, so the cards below do not move when they do.
 */
function RequestProgress({ counts }: { counts: Partial<DashboardCounts> | null }) {
  const translate = useTranslate();
  const searching = counts?.searchingRequests;
  const fulfilled = counts?.fulfilledRequests;
  const known = typeof searching === 'number' && typeof fulfilled === 'number';
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
      {known ? translate('admin.dashboard.requestProgress', { searching, fulfilled }) : '\u00a0'}
    </Typography>
  );
}

/** The Teams card's body: each team with its role (spec section 2, Admin dashboard). */
function TeamRoles() {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={translate('admin.dashboard.teamRoles')} sx={{ listStyle: 'none', m: 0, px: 2, pb: 2, pt: 0, display: 'grid', gap: 1 }}>
      {TEAMS.map((team) => (
        <Box component="li" key={team} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <TeamChips teams={[team]} />
          <Typography variant="body2">{TEAM_ROLES[team]}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /admin-dashboard: one card per screen the role may use, each a link inside the panel, with its live count where one makes sense. */
export function Dashboard() {
  const counts = useDashboardCounts();
  const translate = useTranslate();
  const may = useMayAccess();
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <PageTitle title="admin.dashboard.title" />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('admin.dashboard.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          // Each card as tall as its content: a row's tallest card (Teams, with its roles) stretches no other.
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {DESTINATIONS.filter(({ access }) => may(access)).map(({ label, path, icon: Icon }) => {
          const counted = CARD_COUNTS[path];
          const count = counted && counts ? counts[counted] : undefined;
          return (
            <Card component="li" key={path} variant="outlined">
              <CardActionArea component={Link} to={path}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Icon color="primary" fontSize="large" aria-hidden />
                  <Typography variant="h6" component="h2">
                    {translate(label)}
                  </Typography>
                  {counted && typeof count === 'number' && (
                    <Chip
                      sx={{ ml: 'auto' }}
                      color="primary"
                      label={
                        <>
                          {count}
                          <Box component="span" sx={VISUALLY_HIDDEN}>
                            {` ${translate(`admin.counts.${counted}`)}`}
                          </Box>
                        </>
                      }
                      data-testid={`count-${counted}`}
                    />
                  )}
                </CardContent>
              </CardActionArea>
              {path === TEAMS_PATH && <TeamRoles />}
              {path === REQUESTS_PATH && <RequestProgress counts={counts} />}
            </Card>
          );
        })}
      </Box>
      <Suspense fallback={null}>
        <DashboardCharts />
      </Suspense>
    </Box>
  );
}

export default Dashboard;

import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { UserAvatar } from '../../common/components/UserAvatar';
import { formatLongDate } from '../utils/format-date';
import { SummaryDetail } from './SummaryDetail';

/** The saved profile at a glance: what others would recognise the user by. */
export function ProfileSummaryCard({ profile }: { profile: UserProfile }) {
  const { t } = useT();
  const memberSince = formatLongDate(profile.createdAt);
  return (
    <Card component="section" aria-label={t('profile.summary.label')} data-testid="profile-summary">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <UserAvatar name={profile.name} src={profile.avatar} size={96} />
          <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
            <Typography variant="h2" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {profile.name}
            </Typography>
            {profile.jobTitle && (
              <Typography variant="body2" color="text.secondary">
                {profile.jobTitle}
              </Typography>
            )}
          </Box>
        </Stack>
        <Stack spacing={1} sx={{ mt: 3 }}>
          <SummaryDetail icon={<EmailIcon fontSize="small" />}>{profile.email}</SummaryDetail>
          {profile.location && (
            <SummaryDetail icon={<LocationOnIcon fontSize="small" />}>
              {profile.location}
            </SummaryDetail>
          )}
          {profile.company && (
            <SummaryDetail icon={<BusinessIcon fontSize="small" />}>
              {profile.company}
            </SummaryDetail>
          )}
          {memberSince && (
            <SummaryDetail icon={<CalendarMonthIcon fontSize="small" />}>
              {t('profile.summary.memberSince', { date: memberSince })}
            </SummaryDetail>
          )}
        </Stack>
        {profile.interests?.length > 0 && (
          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              {t('profile.summary.interests')}
            </Typography>
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
            >
              {profile.interests.map((interest) => (
                <li key={interest}>
                  <Chip label={interest} size="small" color="primary" variant="outlined" />
                </li>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

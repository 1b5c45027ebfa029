import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useEffect } from 'react';
import { NOTIFICATION_RECEIVED_EVENT, i18nKey, useLoad } from '@grovekeeper/shared';
import type { ActionRequired } from '@grovekeeper/shared';
import { useLoadFallback, useT } from '../../../i18n';
import { earlyActions, getActions } from '../api/get-actions';

interface ActionRow {
  key: keyof ActionRequired;
  label: string;
  links: { to: string; text: string }[];
}

/**
 * The dashboard's "Action required": what waits for the user, each with its count and where
 * to act. Rows at 0 are left out; all at 0 is a calm line. A failure hides the panel: the
 * dashboard never breaks on it. Each live notification (the shell's stream) loads the counts
 * again, the panel keeping the last ones while it does.
 */
export function ActionRequiredPanel() {
  const { t } = useT();
  const fallback = useLoadFallback(i18nKey('actionRequired.loadFailed'));
  const { data, status, retry } = useLoad(getActions, fallback, {
    toast: 'never',
    initial: earlyActions,
  });
  useEffect(() => {
    window.addEventListener(NOTIFICATION_RECEIVED_EVENT, retry);
    return () => window.removeEventListener(NOTIFICATION_RECEIVED_EVENT, retry);
  }, [retry]);
  if (status === 'error' || !data) return null;

  const rows: ActionRow[] = [
    {
      key: 'contractsToSign',
      label: t('actionRequired.contractsToSign'),
      links: [{ to: '/rental-contracts', text: t('actionRequired.openContracts') }],
    },
    {
      key: 'terminationsToAnswer',
      label: t('actionRequired.terminationsToAnswer'),
      links: [{ to: '/rental-contracts', text: t('actionRequired.openContracts') }],
    },
    {
      key: 'applicationsToDecide',
      label: t('actionRequired.applicationsToDecide'),
      links: [
        { to: '/rentals/applications', text: t('actionRequired.openRentalApplications') },
        { to: '/workforce/applications', text: t('actionRequired.openJobApplications') },
      ],
    },
    {
      key: 'harvestsToApprove',
      label: t('actionRequired.harvestsToApprove'),
      links: [{ to: '/notifications?group=harvests', text: t('actionRequired.openHarvests') }],
    },
    {
      key: 'invitationsToAccept',
      label: t('actionRequired.invitationsToAccept'),
      links: [{ to: '/notifications?group=team', text: t('actionRequired.openInvitations') }],
    },
  ];
  const shown = rows.filter((row) => (data[row.key] ?? 0) > 0);

  return (
    <Card component="section" aria-labelledby="action-required-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="action-required-title" variant="h6" component="h2" gutterBottom>
          {t('actionRequired.title')}
        </Typography>
        {shown.length === 0 ? (
          <Typography color="text.secondary" data-testid="actions-none">
            {t('actionRequired.none')}
          </Typography>
        ) : (
          <List disablePadding>
            {shown.map((row) => (
              <ListItem key={row.key} disableGutters data-testid={`action-${row.key}`}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 0.5, sm: 2 }}
                  sx={{ width: '100%', alignItems: { sm: 'center' } }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1 }}>
                    <Chip label={data[row.key]} color="warning" size="small" />
                    <Typography>{row.label}</Typography>
                  </Stack>
                  <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                    {row.links.map((link) => (
                      <Link key={link.to} component={RouterLink} to={link.to}>
                        {link.text}
                      </Link>
                    ))}
                  </Stack>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { i18nKey } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

export interface JobListingActionsProps {
  listing: JobListing;
  /** Icons in the table's narrow cells; labelled buttons on the phone cards. */
  variant: 'icons' | 'buttons';
  /** This listing's status change is on its way. */
  busy: boolean;
  onToggleStatus: (listing: JobListing) => void;
  onDelete: (listing: JobListing) => void;
}

interface Action {
  /** The action's word, as a key (the Delete key also tells the one action a busy row keeps). */
  verb: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  color?: 'error';
}

/**
 * View, Edit, Close or Activate, and Delete. Each button's accessible name carries the
 * listing's title ("Close Olive harvest helpers"), so screen readers and tests tell rows apart.
 */
export function JobListingActions({
  listing,
  variant,
  busy,
  onToggleStatus,
  onDelete,
}: JobListingActionsProps) {
  const { t } = useT();
  const active = listing.status === 'active';
  const actions: Action[] = [
    {
      verb: i18nKey('mine.actions.view'),
      icon: <VisibilityIcon fontSize="small" />,
      to: `/workforce/job-listings/${listing._id}`,
    },
    {
      verb: i18nKey('mine.actions.edit'),
      icon: <EditIcon fontSize="small" />,
      to: `/workforce/job-listings/${listing._id}/edit`,
    },
    {
      verb: active ? i18nKey('mine.actions.close') : i18nKey('mine.actions.activate'),
      icon: busy ? (
        <CircularProgress size={16} color="inherit" />
      ) : active ? (
        <BlockIcon fontSize="small" />
      ) : (
        <PlayArrowIcon fontSize="small" />
      ),
      onClick: () => onToggleStatus(listing),
    },
    {
      verb: i18nKey('mine.actions.delete'),
      icon: <DeleteIcon fontSize="small" />,
      onClick: () => onDelete(listing),
      color: 'error',
    },
  ];

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: variant === 'icons' ? 0 : 1 }}>
      {actions.map(({ verb, icon, to, onClick, color }) => {
        const word = t(verb);
        const label = t('mine.actions.label', { action: word, title: listing.title });
        const disabled = busy && onClick !== undefined && verb !== 'mine.actions.delete';
        const link = to ? { component: RouterLink, to } : {};
        return variant === 'icons' ? (
          <Tooltip key={verb} title={word}>
            <span>
              <IconButton
                size="small"
                aria-label={label}
                color={color}
                disabled={disabled}
                onClick={onClick}
                {...link}
              >
                {icon}
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          <Button
            key={verb}
            size="small"
            aria-label={label}
            color={color}
            startIcon={icon}
            disabled={disabled}
            onClick={onClick}
            {...link}
          >
            {word}
          </Button>
        );
      })}
    </Box>
  );
}

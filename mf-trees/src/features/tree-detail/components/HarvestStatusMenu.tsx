import { useId, useState } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { HarvestStatus } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { otherStatuses } from '../utils/harvests';
import '../../../i18n/parts/tree-detail';

export interface HarvestStatusMenuProps {
  status: HarvestStatus;
  /** Names the harvest for screen readers, e.g. 'Mar 1, 2026, 12.50 kg'. */
  harvestLabel: string;
  busy: boolean;
  onChange: (status: HarvestStatus) => void;
}

/** Moves a harvest to any status but its current one (spec §4). */
export function HarvestStatusMenu({
  status,
  harvestLabel,
  busy,
  onChange,
}: HarvestStatusMenuProps) {
  const { t } = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (next: HarvestStatus) => {
    setAnchor(null);
    onChange(next);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={t('harvests.changeStatusOf', { harvest: harvestLabel })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={busy ? <CircularProgress size={14} color="inherit" /> : <ArrowDropDownIcon />}
      >
        {t('harvests.setStatus')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {otherStatuses(status).map((next) => (
          <MenuItem key={next} onClick={() => choose(next)}>
            {t(`harvests.status.${next}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

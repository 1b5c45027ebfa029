import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { treeStateColor, treeStateTextColor } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { treeStateText } from '../../common/utils/tree-words';
import { stateOptions } from '../utils/tree-form';
import '../../../i18n/parts/tree-detail';

function StateOption({ state }: { state: string }) {
  const { t } = useT();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: treeStateColor(state) }}
      />
      <Box
        component="span"
        sx={(theme) => ({
          color: treeStateTextColor(state, theme.palette.background.paper),
          fontWeight: 600,
        })}
      >
        {treeStateText(t, state)}
      </Box>
    </Box>
  );
}

export interface TreeStateSelectProps {
  /** The saved state: a legacy or unknown value stays selectable, shown as it is. */
  savedState: string;
  value: string;
  onChange: (state: string) => void;
  error?: boolean;
  disabled?: boolean;
}

/** The seven tree states (spec §4: any may be chosen) in their colours. */
export function TreeStateSelect({
  savedState,
  value,
  onChange,
  error,
  disabled,
}: TreeStateSelectProps) {
  const { t } = useT();
  const options = stateOptions(savedState);
  return (
    <TextField
      select
      required
      label={t('details.state')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={error ? t('detail.stateRequired') : undefined}
      disabled={disabled}
      slotProps={{
        select: {
          // Empty shows empty (the required-field error says why), not 'Unknown'.
          renderValue: (selected) => (selected ? <StateOption state={String(selected)} /> : ''),
        },
      }}
    >
      {options.map((state) => (
        <MenuItem key={state} value={state}>
          <StateOption state={state} />
        </MenuItem>
      ))}
    </TextField>
  );
}

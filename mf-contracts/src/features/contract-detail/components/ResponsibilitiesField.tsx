import { useId, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContractParty } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

export interface ResponsibilitiesFieldProps {
  party: ContractParty;
  items: readonly string[];
  onChange: (items: string[]) => void;
  disabled?: boolean;
}

/** An editable list: type a responsibility, Add (or Enter); each item can be removed. */
export function ResponsibilitiesField({
  party,
  items,
  onChange,
  disabled,
}: ResponsibilitiesFieldProps) {
  const { t } = useT();
  const [draft, setDraft] = useState('');
  const headingId = useId();

  const add = () => {
    const text = draft.trim();
    if (!text || items.includes(text)) {
      setDraft('');
      return;
    }
    onChange([...items, text]);
    setDraft('');
  };

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="body2" color="text.secondary">
        {t(`detail.responsibilities.heading.${party}`)}
      </Typography>
      {items.length > 0 ? (
        <List dense aria-labelledby={headingId}>
          {items.map((item, index) => (
            <ListItem
              key={`${index}-${item}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t(`detail.responsibilities.remove.${party}`, { item })}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                  disabled={disabled}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" sx={{ my: 1 }}>
          {t('common.noneListed')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={t(`detail.responsibilities.new.${party}`)}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button
          onClick={add}
          startIcon={<AddIcon />}
          disabled={disabled || !draft.trim()}
          aria-label={t(`detail.responsibilities.add.${party}`)}
        >
          {t('detail.responsibilities.addButton')}
        </Button>
      </Box>
    </Box>
  );
}

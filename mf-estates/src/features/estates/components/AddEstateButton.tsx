import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n';

export function AddEstateButton() {
  const { t } = useT();
  return (
    <Button component={RouterLink} to="/wizard" variant="contained" startIcon={<AddIcon />}>
      {t('estates.add')}
    </Button>
  );
}

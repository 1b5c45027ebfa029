import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

export function AddEstateButton() {
  return (
    <Button component={RouterLink} to="/wizard" variant="contained" startIcon={<AddIcon />}>
      Add Estate
    </Button>
  );
}

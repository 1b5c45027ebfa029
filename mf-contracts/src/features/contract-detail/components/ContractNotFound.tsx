import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@grovekeeper/shared';
import { APPLICATIONS_PATH } from '../../common/utils/messages';

/** A contract that does not exist or is not visible to this user (the API answers 404). */
export function ContractNotFound() {
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title="Contract Not Found"
      description="This contract does not exist, or you are not a party to it."
      action={
        <Button
          component={RouterLink}
          to={APPLICATIONS_PATH}
          variant="contained"
          startIcon={<ArrowBackIcon />}
        >
          Back
        </Button>
      }
    />
  );
}

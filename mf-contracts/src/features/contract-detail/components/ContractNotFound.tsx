import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@grovekeeper/shared';
import { APPLICATIONS_PATH } from '../../common/utils/messages';
import { useT } from '../../../i18n';

/** A contract that does not exist or is not visible to this user (the API answers 404). */
export function ContractNotFound() {
  const { t } = useT();
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title={t('detail.notFound.title')}
      description={t('detail.notFound.text')}
      action={
        <Button
          component={RouterLink}
          to={APPLICATIONS_PATH}
          variant="contained"
          startIcon={<ArrowBackIcon />}
        >
          {t('common.back')}
        </Button>
      }
    />
  );
}

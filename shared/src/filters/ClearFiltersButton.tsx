import Button from '@mui/material/Button';
import { useTranslation } from '@grovekeeper/shared';

export interface ClearFiltersButtonProps {
  onClear: () => void;
  /** Off when nothing is filtered; leave undefined for a button that is always on. */
  active?: boolean;
}

/** "Clear filters": puts every filter of the bar back to its default. */
export function ClearFiltersButton({ onClear, active }: ClearFiltersButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button type="button" disabled={active === false} onClick={onClear}>
      {t('filters.clear')}
    </Button>
  );
}

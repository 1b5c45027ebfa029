import ConstructionIcon from '@mui/icons-material/Construction';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useAuthStore } from '../token/token-store';
import { useThemeStore } from '../theme/theme-store';
import { useCommonT } from '../i18n/common';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

export interface SectionPlaceholderProps {
  title: string;
  subtitle?: string;
  /** Which team owns this section, shown so a reader knows where the page comes from. */
  remote: string;
}

/**
 * An honest placeholder for a route whose screens have not been built yet: it says so,
 * and names the remote that serves it.
 */
export function SectionPlaceholder({ title, subtitle, remote }: SectionPlaceholderProps) {
  // Read from the shared singleton stores: the e2e suite checks a remote's page follows the
  // shell's theme and session at once.
  const { t } = useCommonT();
  const mode = useThemeStore((state) => state.mode);
  const userId = useAuthStore((state) => state.userId);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Card
        data-testid={`${remote}:placeholder`}
        data-theme-mode={mode}
        data-user-id={userId ?? ''}
      >
        <CardContent>
          <EmptyState
            icon={<ConstructionIcon />}
            title={t('sectionPlaceholder.title')}
            description={t('sectionPlaceholder.description', { title, remote })}
          />
        </CardContent>
      </Card>
    </>
  );
}

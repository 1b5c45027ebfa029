import { BackLink, DraftPublishActions, PageHeader } from '@grovekeeper/shared';
import { JobForm } from '../../job-form/components/JobForm';
import { useMyEstates } from '../../job-form/hooks/useMyEstates';
import { useT } from '../../../i18n';
import { usePostJob } from '../hooks/usePostJob';

/** `/workforce/post-job`: a new job listing, published at once or kept as a draft. */
export function PostJobPage() {
  const { t } = useT();
  const estates = useMyEstates();
  const { form, attempt, saving, submit } = usePostJob();

  return (
    <>
      <PageHeader
        title={t('post.title')}
        subtitle={t('post.subtitle')}
        actions={<BackLink to="/workforce/my-job-listings">{t('post.back')}</BackLink>}
      />
      <JobForm
        label={t('post.formLabel')}
        form={form}
        estates={estates.estates}
        estatesStatus={estates.status}
        onRetryEstates={estates.retry}
        onSubmit={() => void submit('active')}
        attempt={attempt}
        actions={
          <DraftPublishActions
            saving={saving}
            onSaveDraft={() => void submit('draft')}
            publishLabel={t('post.publish')}
          />
        }
      />
    </>
  );
}

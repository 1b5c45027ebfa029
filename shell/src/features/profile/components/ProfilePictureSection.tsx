import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n';
import { FormSection } from '../../common/components/FormSection';
import { UserAvatar } from '../../common/components/UserAvatar';
import type { ProfileFieldProps } from '../types/profile-field-props';

/** An example of what the field takes (a URL, the same in every language). */
const AVATAR_URL_EXAMPLE = 'https://example.com/photo.jpg';

/** The avatar URL with a live preview, so a broken link is seen before saving. */
export function ProfilePictureSection({ values, editing, onChange }: ProfileFieldProps) {
  const { t } = useT();
  return (
    <FormSection title={t('profile.picture.title')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UserAvatar
          name={values.name}
          src={values.avatar}
          size={64}
          alt={t('profile.picture.preview')}
        />
        <TextField
          label={t('profile.picture.avatarUrl')}
          name="avatar"
          type="url"
          placeholder={AVATAR_URL_EXAMPLE}
          value={values.avatar}
          onChange={(e) => onChange('avatar', e.target.value)}
          disabled={!editing}
        />
      </Stack>
    </FormSection>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicTreeTag } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { PhotoGallery } from '../../common/components/PhotoGallery';
import { TreeStateLabel } from '../../common/components/TreeStateLabel';

/** The tag page's State & Photos tab: read-only. */
export function TagStatePhotos({ tag }: { tag: PublicTreeTag }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="section" aria-labelledby="tag-state-heading">
        <Typography id="tag-state-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {t('details.state')}
        </Typography>
        <TreeStateLabel state={tag.tree.state} />
      </Box>
      <Box component="section" aria-labelledby="tag-photos-heading">
        <Typography id="tag-photos-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
          {t('photos.heading')}
        </Typography>
        <PhotoGallery photos={tag.photos} treeTitle={tag.tree.title} />
      </Box>
    </Box>
  );
}

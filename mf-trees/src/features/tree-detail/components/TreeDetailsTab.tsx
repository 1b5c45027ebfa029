import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Tree } from '@grovekeeper/shared';
import type { TreeEditor } from '../hooks/useTreeEditor';
import type { TreeRights } from '../../common/utils/tree-rights';
import { useT } from '../../../i18n';
import { formatLocation } from '../../common/utils/format';
import { ChangeLocationLink } from './ChangeLocationLink';
import { TreeDetailsForm } from './TreeDetailsForm';
import { TreeDetailsView } from '../../common/components/TreeDetailsView';

export interface TreeDetailsTabProps {
  tree: Tree;
  editor: TreeEditor;
  rights?: Pick<TreeRights, 'manageTrees'>;
}

/** Details, read-only or (edit mode) as a form; the location is changed on its own page. */
export function TreeDetailsTab({ tree, editor, rights }: TreeDetailsTabProps) {
  const { t } = useT();
  // Moving the tree, and its code, category and title, are for owners and managers.
  const manageTrees = rights?.manageTrees ?? true;
  if (!editor.editing) {
    return (
      <TreeDetailsView
        tree={tree}
        locationAction={manageTrees ? <ChangeLocationLink /> : undefined}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <TreeDetailsForm tree={tree} editor={editor} fieldOnly={!manageTrees} />
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('details.location')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="tree-location">
          {formatLocation(tree.coordinates)}
        </Typography>
        {manageTrees && <ChangeLocationLink />}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Tree } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { TreeEditor } from '../hooks/useTreeEditor';
import type { TreeRights } from '../../common/utils/tree-rights';
import { TreePhotosSection } from './TreePhotosSection';
import { TreeStateLabel } from '../../common/components/TreeStateLabel';
import { TreeStateSelect } from './TreeStateSelect';

export interface TreeStatePhotosTabProps {
  tree: Tree;
  editor: TreeEditor;
  rights?: TreeRights;
  /** No signal: the tree as stored on this phone. */
  offline?: boolean;
}

/** The owner's State & Photos tab: in edit mode the state can be set here too. */
export function TreeStatePhotosTab({
  tree,
  editor,
  rights,
  offline = false,
}: TreeStatePhotosTabProps) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="section" aria-labelledby="state-heading">
        <Typography id="state-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {t('details.state')}
        </Typography>
        {editor.editing ? (
          <Box sx={{ maxWidth: { sm: 320 } }}>
            <TreeStateSelect
              savedState={tree.state}
              value={editor.values.state}
              onChange={(state) => editor.setField('state', state)}
              error={editor.missing.includes('state')}
              disabled={editor.saving}
            />
          </Box>
        ) : (
          <TreeStateLabel state={tree.state} />
        )}
      </Box>
      <TreePhotosSection tree={tree} editing={editor.editing} rights={rights} offline={offline} />
    </Box>
  );
}

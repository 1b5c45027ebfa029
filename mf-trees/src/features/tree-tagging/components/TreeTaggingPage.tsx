import { TaggingErrorBoundary } from './TaggingErrorBoundary';
import { TreeTaggingFlow } from './TreeTaggingFlow';

/**
 * `/tree-tagging`: field staff scan a tree's QR tag, check and update the tree, and move on
 * to the next one. A crash anywhere in it shows the spec's crash screen.
 */
export function TreeTaggingPage() {
  return (
    <TaggingErrorBoundary>
      <TreeTaggingFlow />
    </TaggingErrorBoundary>
  );
}

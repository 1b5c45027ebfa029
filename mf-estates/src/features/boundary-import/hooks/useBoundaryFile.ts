import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@grovekeeper/shared';
import type { ParsedBoundaries } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { parseBoundaryFile } from '../api/parse-boundary-file';
import { boundaryFileProblem } from '../utils/boundary-file';
import '../../../i18n/parts/boundaryImport';

/** The file being imported: read by the server, refused in words, or its polygons. */
export type BoundaryFileState =
  | { fileName: string; status: 'parsing' }
  | { fileName: string; status: 'error'; message: string }
  | { fileName: string; status: 'done'; result: ParsedBoundaries };

/**
 * One file at a time: a file chosen while another is being read replaces it, and the
 * late answer of the first is dropped. `close` forgets the file (the dialog closes).
 */
export function useBoundaryFile() {
  const { t } = useT();
  const [state, setState] = useState<BoundaryFileState | null>(null);
  const latest = useRef(0);

  const read = useCallback(
    async (file: File) => {
      const attempt = ++latest.current;
      const fileName = file.name;
      const problem = boundaryFileProblem(file);
      if (problem) {
        setState({
          fileName,
          status: 'error',
          message: t(`boundaryImport.errors.${problem}`, { name: fileName }),
        });
        return;
      }
      setState({ fileName, status: 'parsing' });
      try {
        const result = await parseBoundaryFile(file);
        if (attempt === latest.current) setState({ fileName, status: 'done', result });
      } catch (failure: unknown) {
        if (attempt !== latest.current) return;
        const message = errorMessage(failure, t('boundaryImport.errors.failed'));
        setState({ fileName, status: 'error', message });
      }
    },
    [t],
  );

  const close = useCallback(() => {
    latest.current++;
    setState(null);
  }, []);

  return { state, read, close };
}

import type { Database } from '../../../db';
import { requireEstateAccess } from '../../../lib/access';
import type { DocumentLanguage } from '../../../lib/i18n/document-format';
import type { Estate } from '../schemas';
import { listEstates, requireEstate } from '../service';
import type { EstateTreesPort } from '../trees-port';
import { exportFileName } from './file-name';
import { FORMATS } from './formats';
import type { ExportFormat } from './formats';
import { EXPORT_TEXTS } from './texts';

/** Trees read from the database per page of an export. */
export const EXPORT_PAGE_SIZE = 2000;

/** A file ready to stream: its name, media type and text chunks (read as the client reads). */
export interface ExportFile {
  fileName: { name: string; ascii: string };
  contentType: string;
  chunks: AsyncIterable<string>;
}

export interface ExportRequest {
  db: Database;
  trees: Pick<EstateTreesPort, 'exportTrees'>;
  userId: string;
  format: ExportFormat;
  language: DocumentLanguage;
  pageSize?: number;
}

function exportOf(
  { db, trees, format, language, pageSize = EXPORT_PAGE_SIZE }: ExportRequest,
  title: string,
  estates: readonly Estate[],
  fileName: ExportFile['fileName'],
): ExportFile {
  const { write, contentType } = FORMATS[format];
  return {
    fileName,
    contentType,
    chunks: write({
      title,
      estates,
      trees: (estate) => trees.exportTrees(db, estate.id, pageSize),
      language,
    }),
  };
}

/**
 * One estate with its boundary and trees, for anyone who may view it (owner and every
 * member role); 404 'Estate not found' for anyone else and for malformed or unknown ids.
 * The check and the estate's row are read before the first byte is sent.
 */
export async function estateExport(request: ExportRequest, id: string): Promise<ExportFile> {
  const { ownerId } = await requireEstateAccess(request.db, request.userId, id, 'view');
  const estate = await requireEstate(request.db, ownerId, id);
  const { extension } = FORMATS[request.format];
  return exportOf(request, estate.name, [estate], exportFileName(estate.name, extension));
}

/** Every estate the caller owns or is a member of (as GET /estates lists them), in one file. */
export async function allEstatesExport(request: ExportRequest): Promise<ExportFile> {
  const estates = await listEstates(request.db, request.userId);
  const { extension } = FORMATS[request.format];
  return exportOf(
    request,
    EXPORT_TEXTS[request.language].allEstates,
    estates,
    exportFileName(null, extension),
  );
}

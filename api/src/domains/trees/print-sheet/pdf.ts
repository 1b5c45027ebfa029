import PDFDocument from 'pdfkit';
import { create } from 'qrcode';
import { dejaVu } from '../../../lib/pdf-fonts';

export interface SheetTree {
  id: string;
  title: string;
  textCode: string;
}

const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
const COLUMNS = 3;
const ROWS = 4;
export const LABELS_PER_PAGE = COLUMNS * ROWS;
const CELL = { width: A4.width / COLUMNS, height: A4.height / ROWS };
const QR_SIDE = 48 * MM;
/** The white margin a reader needs around the code, in modules. */
const QUIET_MODULES = 4;

/**
 * The estate's QR sheet as a PDF: A4, three labels a row and four rows a page, each the
 * code of the tree's tag page (error correction H, as the printed sheet), its title and its
 * text code, in DejaVu Sans (Greek titles too). `onPage` is told after each page.
 */
export async function printSheetPdf(
  trees: readonly SheetTree[],
  tagUrl: (treeId: string) => string,
  onPage: (done: number, pages: number) => Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: 'QR codes' } });
  const { regular, bold } = dejaVu();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  const pages = Math.max(1, Math.ceil(trees.length / LABELS_PER_PAGE));
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage();
    const labels = trees.slice(page * LABELS_PER_PAGE, (page + 1) * LABELS_PER_PAGE);
    labels.forEach((tree, index) => {
      const x = (index % COLUMNS) * CELL.width;
      const y = Math.floor(index / COLUMNS) * CELL.height;
      label(doc, tree, tagUrl(tree.id), x, y);
    });
    await onPage(page + 1, pages);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function label(doc: PDFKit.PDFDocument, tree: SheetTree, url: string, x: number, y: number) {
  const left = x + (CELL.width - QR_SIDE) / 2;
  const top = y + 6 * MM;
  drawQr(doc, url, left, top);
  const textOptions = { width: CELL.width - 8 * MM, align: 'center' as const, lineBreak: false };
  doc.fillColor('black').font('bold').fontSize(10);
  doc.text(tree.title, x + 4 * MM, top + QR_SIDE + 2 * MM, { ...textOptions, ellipsis: true });
  doc.fillColor('#333333').font('regular').fontSize(9);
  doc.text(tree.textCode, x + 4 * MM, top + QR_SIDE + 7 * MM, textOptions);
}

/** The dark modules as rectangles, one per run of a row, filled at once. */
function drawQr(doc: PDFKit.PDFDocument, value: string, left: number, top: number) {
  const { size, data } = create(value, { errorCorrectionLevel: 'H' }).modules;
  const unit = QR_SIDE / (size + 2 * QUIET_MODULES);
  const origin = { x: left + QUIET_MODULES * unit, y: top + QUIET_MODULES * unit };
  for (let row = 0; row < size; row++) {
    let run = -1;
    for (let column = 0; column <= size; column++) {
      const dark = column < size && Boolean(data[row * size + column]);
      if (dark && run < 0) run = column;
      if (!dark && run >= 0) {
        doc.rect(origin.x + run * unit, origin.y + row * unit, (column - run) * unit, unit);
        run = -1;
      }
    }
  }
  doc.fillColor('black').fill();
}

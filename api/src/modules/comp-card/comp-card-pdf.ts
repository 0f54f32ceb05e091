import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CardText } from './comp-card-content.js';
import { cardFont, fontRuns, type Weight } from './comp-card-fonts.js';
import { BACK, CONTENT, FRONT, MARGIN, PAGE } from './comp-card-layout.js';

/** The card's photos, already cropped and sized for print (print-photo.ts). */
export type CardPhotos = { cover: Buffer | null; book: Buffer[] };

const INK = '#111111';
const MUTED = '#6b6b6b';
const RULE = '#d8d8d8';

/**
 * Lays out the comp card with pdfkit: real text in the site's embedded face (selectable and
 * searchable), the title and language declared, the photos placed as the JPEGs given, the QR code
 * drawn as vector squares from the `qrcode` package's matrix (sharp at any print size, no image).
 */
export function renderCompCard(text: CardText, photos: CardPhotos, madeAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    pdfVersion: '1.7',
    lang: text.lang,
    displayTitle: true,
    info: {
      Title: text.title,
      Author: text.agency.name,
      Subject: text.profileUrl,
      Creator: text.agency.name,
      CreationDate: madeAt,
    },
  });
  const done = collect(doc);

  front(doc, text, photos.cover);
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  back(doc, text, photos.book);
  doc.end();
  return done;
}

function front(doc: PDFKit.PDFDocument, text: CardText, cover: Buffer | null): void {
  const box = FRONT.cover;
  if (cover) doc.image(cover, box.x, box.y, { width: box.width, height: box.height });
  else doc.rect(box.x, box.y, box.width, box.height).fill('#eeeeee');
  doc.fontSize(24).fillColor(INK);
  write(doc, 'medium', text.name, { width: CONTENT.width, lineBreak: false, ellipsis: true }, [
    MARGIN,
    FRONT.nameY,
  ]);
  sectionLabel(doc, text.agency.name, MARGIN, FRONT.agencyY, CONTENT.width);
}

function back(doc: PDFKit.PDFDocument, text: CardText, book: Buffer[]): void {
  doc.fontSize(26).fillColor(INK);
  write(doc, 'medium', text.name, { width: CONTENT.width, lineBreak: false, ellipsis: true }, [
    MARGIN,
    BACK.nameY,
  ]);
  book.forEach((photo, index) => {
    const cell = BACK.photos[index]!;
    doc.image(photo, cell.x, cell.y, { width: cell.width, height: cell.height });
  });

  const column = BACK.measures;
  sectionLabel(doc, text.labels.measures, column.x, column.y, column.width);
  let y = column.y + 20;
  for (const measure of text.measures) {
    doc.fontSize(7.5).fillColor(MUTED);
    write(doc, 'bold', measure.label.toUpperCase(), { width: column.width }, [column.x, y]);
    doc.fontSize(11).fillColor(INK);
    write(doc, 'medium', measure.text, { width: column.width }, [column.x, y + 9]);
    y = doc.y + 8;
  }

  doc
    .moveTo(MARGIN, BACK.ruleY)
    .lineTo(PAGE.width - MARGIN, BACK.ruleY)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  contact(doc, text);
  qrCode(doc, text.profileUrl, PAGE.width - MARGIN - BACK.qr.size, BACK.ruleY + 16, BACK.qr.size);
}

function contact(doc: PDFKit.PDFDocument, text: CardText): void {
  const x = MARGIN;
  const width = CONTENT.width - BACK.qr.size - 16;
  sectionLabel(doc, text.labels.contact, x, BACK.ruleY + 16, width);
  doc.fontSize(15).fillColor(INK);
  write(doc, 'bold', text.agency.name, { width }, [x, BACK.ruleY + 34]);
  doc.fontSize(10.5);
  for (const phone of text.agency.phones)
    write(doc, 'medium', `${text.labels.phone} ${phone}`, {
      width,
      link: `tel:${phone.replace(/[^\d+]/g, '')}`,
    });
  if (text.agency.email)
    write(doc, 'medium', `${text.labels.email} ${text.agency.email}`, {
      width,
      link: `mailto:${text.agency.email}`,
    });
  doc.moveDown(0.8);
  doc.fontSize(7.5).fillColor(MUTED);
  write(doc, 'bold', text.labels.profile.toUpperCase(), { width });
  doc.fontSize(9.5).fillColor(INK);
  write(doc, 'medium', text.profileUrl, { width, link: text.profileUrl });
}

/**
 * Capitals: the card's section labels. Not letter-spaced: readers then extract 'M E D I D A S', which
 * neither a search nor a copy finds as the word.
 */
function sectionLabel(doc: PDFKit.PDFDocument, label: string, x: number, y: number, width: number): void {
  doc.fontSize(8.5).fillColor(MUTED);
  write(doc, 'bold', label.toUpperCase(), { width, lineBreak: false }, [x, y]);
}

/**
 * Writes a text in the card's face, each run of it in the subset of the face that has its script
 * (comp-card-fonts.ts); the runs continue one another, so the text flows as one.
 */
function write(
  doc: PDFKit.PDFDocument,
  weight: Weight,
  text: string,
  options: PDFKit.Mixins.TextOptions,
  at?: [x: number, y: number],
): void {
  // An empty text still moves the cursor as pdfkit's own call would.
  const runs = text === '' ? [{ subset: 'latin' as const, text }] : fontRuns(text);
  runs.forEach((run, index) => {
    const name = `${weight}-${run.subset}`;
    // Registered as it is used, so a card embeds only the subsets its text needs. Registering a
    // name again only stores the same bytes: pdfkit opens a face once per document, on first use.
    doc.registerFont(name, cardFont(weight, run.subset)).font(name);
    const runOptions = { ...options, continued: index < runs.length - 1 };
    if (index === 0 && at) doc.text(run.text, at[0], at[1], runOptions);
    else doc.text(run.text, runOptions);
  });
}

function qrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
  doc.fillColor(INK).fill();
  doc.link(x, y, size, size, url);
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

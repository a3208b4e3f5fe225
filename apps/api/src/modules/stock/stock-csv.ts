/**
 * Reading a stock import (decision 035): RFC 4180 CSV (commas, double quotes with "" inside, CRLF or LF line ends,
 * a UTF-8 byte-order mark ignored), as spreadsheets save it. Each record keeps the line it starts on, so a person
 * can find a row the preview names. Blank lines are skipped.
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== '') records.push({ line: startLine, cells });
    cells = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      startLine = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length) endRecord();
  return records;
}

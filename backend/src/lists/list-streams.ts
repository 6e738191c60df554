import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import type { ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import type { CsvColumn } from './list-definition';

/**
 * Reads the first batch before anything is sent, so a failure there still answers with a status and the one error
 * shape; returns the batches again, the first one included.
 */
async function started<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}

/** Ends a stream that fails later by breaking the connection: a client must never take a cut answer for a whole one. */
const abortOnError = (file: StreamableFile): StreamableFile =>
  file.setErrorHandler((_error, response) => {
    // Under Express the response is a ServerResponse, which can be destroyed.
    (response as unknown as ServerResponse).destroy();
  });

/** A JSON array written batch by batch: the next batch is read only once the client has taken the last (backpressure). */
export async function jsonArrayFile<R>(batches: AsyncIterable<R[]>): Promise<StreamableFile> {
  const rows = await started(batches);
  async function* text() {
    let first = true;
    yield '[';
    for await (const batch of rows) {
      if (batch.length === 0) continue;
      yield `${first ? '' : ','}${batch.map((row) => JSON.stringify(row)).join(',')}`;
      first = false;
    }
    yield ']';
  }
  return abortOnError(new StreamableFile(Readable.from(text(), { highWaterMark: 1 }), { type: 'application/json; charset=utf-8' }));
}

/**
 * An RFC 4180 CSV file (csv-stringify): a header row, CRLF line ends, dates in ISO 8601, and every cell starting with
 * =, +, -, @, a tab or a carriage return led by ' so that spreadsheets do not run it. Written batch by batch.
 */
export async function csvFile<R>(fileName: string, columns: CsvColumn<R>[], batches: AsyncIterable<R[]>): Promise<StreamableFile> {
  const rows = await started(batches);
  async function* records() {
    for await (const batch of rows) for (const row of batch) yield columns.map(([, cell]) => cell(row));
  }
  const csv = stringify({
    header: true,
    columns: columns.map(([header]) => header),
    record_delimiter: 'windows',
    escape_formulas: true,
    // RFC 4180 quotes a cell with any line break, not only the CRLF that ends records.
    quoted_match: /[\r\n]/,
    cast: { date: (date) => date.toISOString(), boolean: (value) => String(value) },
  });
  const file = new StreamableFile(
    pipeline(Readable.from(records()), csv, () => undefined),
    { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` },
  );
  return abortOnError(file);
}

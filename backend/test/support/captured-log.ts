import { Writable } from 'node:stream';

/** Everything the app logs (JSON lines), as written, for a test to read. */
export class CapturedLog extends Writable {
  private readonly chunks: string[] = [];

  _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.chunks.push(chunk.toString());
    done();
  }

  get text(): string {
    return this.chunks.join('');
  }

  get lines(): string[] {
    return this.text.split('\n').filter(Boolean);
  }

  get entries(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

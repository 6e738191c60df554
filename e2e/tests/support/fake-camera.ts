import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from 'uqr';

const [WIDTH, HEIGHT] = [320, 240];

/**
 * A video file (Y4M, 4:2:0) showing `text` as a QR code, black on white, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): the desk's scanner then reads a real code from a real video stream.
 */
export function qrCodeVideo(text: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const pixel = Math.floor(Math.min(WIDTH, HEIGHT) / size);
  const [left, top] = [Math.floor((WIDTH - size * pixel) / 2), Math.floor((HEIGHT - size * pixel) / 2)];
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < size * pixel; y += 1) {
    for (let x = 0; x < size * pixel; x += 1) if (data[Math.floor(y / pixel)][Math.floor(x / pixel)]) luma[(top + y) * WIDTH + left + x] = 16;
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = join(tmpdir(), `qr-${Date.now()}-${Math.random().toString(36).slice(2)}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

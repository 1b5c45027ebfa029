import sharp from 'sharp';
import { HttpError } from '../../../lib/http-errors';
import { NOT_AN_IMAGE, processPhoto, sniffFormat } from '../photos/image';
import { jpegWithMetadata, pngImage } from './fixtures';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6b8e23' } });

async function refusal(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return [error.statusCode, error.message];
}

describe('photo type detection from the bytes', () => {
  it('recognises JPEG, PNG and WebP by their magic numbers', async () => {
    expect(sniffFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
  });

  it('recognises nothing else, whatever the file claims to be', async () => {
    expect(sniffFormat(await solid(4, 4).gif().toBuffer())).toBeNull();
    expect(sniffFormat(await solid(4, 4).tiff().toBuffer())).toBeNull();
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('photo processing', () => {
  it('keeps the format, never enlarges, and makes a WebP thumbnail', async () => {
    const { format, image, thumbnail } = await processPhoto(await pngImage(100, 20));
    expect(format).toBe('png');
    expect(await sharp(image).metadata()).toMatchObject({ format: 'png', width: 100, height: 20 });
    expect(await sharp(thumbnail).metadata()).toMatchObject({
      format: 'webp',
      width: 100,
      height: 20,
    });
  });

  it('fits tall photos by their height', async () => {
    const { image, thumbnail } = await processPhoto(await solid(1000, 5000).jpeg().toBuffer());
    expect(await sharp(image).metadata()).toMatchObject({ width: 410, height: 2048 });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 64, height: 320 });
  });

  it('drops EXIF, XMP and the orientation tag after turning the photo upright', async () => {
    const withXmp = await sharp(await jpegWithMetadata(300, 200))
      .withMetadata({ orientation: 8 })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><gps>37.0,22.1</gps></x:xmpmeta>')
      .jpeg()
      .toBuffer();
    expect(await sharp(withXmp).metadata()).toMatchObject({
      orientation: 8,
      xmp: expect.any(Buffer),
    });
    const { image } = await processPhoto(withXmp);
    const metadata = await sharp(image).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 300 });
    expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses more pixels than allowed before decoding them', async () => {
    const png = await pngImage(100, 100);
    expect(await refusal(processPhoto(png, { maxPixels: 5_000 }))).toEqual([
      400,
      'Photo must be at most 0.005 megapixels',
    ]);
    await expect(processPhoto(png, { maxPixels: 10_000 })).resolves.toMatchObject({
      format: 'png',
    });
  });

  it('refuses corrupt data behind a valid header with the image-file message', async () => {
    const webp = await solid(50, 50).webp().toBuffer();
    for (const data of [
      webp.subarray(0, 40),
      Buffer.concat([webp.subarray(0, 12), Buffer.alloc(100, 1)]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]),
    ]) {
      expect(await refusal(processPhoto(data))).toEqual([400, NOT_AN_IMAGE]);
    }
  });
});

/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PrecompressPlugin } = require('../precompress') as {
  PrecompressPlugin: new () => webpack.WebpackPluginInstance;
};

describe('PrecompressPlugin', () => {
  it('writes .br and .gz copies of the final, minified and hashed assets', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gk-precompress-'));
    writeFileSync(
      path.join(dir, 'entry.js'),
      `import('./lazy.js').then((m) => console.log(m.text));\n`,
    );
    writeFileSync(
      path.join(dir, 'lazy.js'),
      `export const text = ${JSON.stringify('olive grove '.repeat(400))};\n`,
    );
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: './entry.js',
          output: { path: path.join(dir, 'dist'), chunkFilename: '[name].[contenthash:8].js' },
          plugins: [new PrecompressPlugin()],
        },
        (error, result) => (error || !result ? reject(error) : resolve(result)),
      ),
    );
    expect(stats.hasErrors()).toBe(false);
    const files = readdirSync(path.join(dir, 'dist'));
    const chunk = files.find((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file));
    expect(chunk).toBeDefined();
    for (const name of ['main.js', chunk as string]) {
      const original = readFileSync(path.join(dir, 'dist', name));
      expect(brotliDecompressSync(readFileSync(path.join(dir, 'dist', `${name}.br`)))).toEqual(
        original,
      );
      expect(gunzipSync(readFileSync(path.join(dir, 'dist', `${name}.gz`)))).toEqual(original);
    }
    // main.js names the chunk by its final hash, and is minified.
    expect(readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8')).toContain(
      (chunk as string).split('.')[1],
    );
  }, 60_000);
});

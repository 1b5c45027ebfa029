// Writes `.br` and `.gz` siblings of the text assets of a production build, so the server
// sends them as they are (@fastify/static `preCompressed`, nginx `gzip_static`/`brotli_static`)
// instead of compressing every response on the fly.
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT_ASSET = /\.(?:js|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const work = [];
          for (const [name, source] of Object.entries(assets)) {
            if (!TEXT_ASSET.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            work.push(
              brotli(buffer, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                },
              }).then((compressed) =>
                compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed)),
              ),
              gzip(buffer, { level: 9 }).then((compressed) =>
                compilation.emitAsset(`${name}.gz`, new sources.RawSource(compressed)),
              ),
            );
          }
          await Promise.all(work);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };

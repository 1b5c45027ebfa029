const { createAppConfig, createFirstPaintConfig } = require('@grovekeeper/shared/webpack');

module.exports = (env = {}, argv = {}) => {
  const app = createAppConfig(
    {
      kind: 'remote',
      dir: __dirname,
      name: 'mf_estates',
      // The remote's public surface: its route module. Nothing else is imported by other apps.
      exposes: { './routes': './src/exposes/routes.tsx' },
    },
    env,
    argv,
  );
  // Started alone (its harness) the remote has no shell to load its first paint.
  if (env.harness) return app;
  // The dashboard's header before React: dist/first-paint.js, loaded by the shell's entry
  // (src/first-paint).
  return [
    app,
    createFirstPaintConfig(
      { dir: __dirname, name: 'mf_estates', entry: './src/first-paint/index.ts' },
      argv,
    ),
  ];
};

const { createAppConfig } = require('@grovekeeper/shared/webpack');

module.exports = (env, argv) =>
  createAppConfig(
    {
      kind: 'remote',
      dir: __dirname,
      name: 'mf_workforce',
      // The remote's public surface: its route module. Nothing else is imported by other apps.
      exposes: { './routes': './src/exposes/routes.tsx' },
    },
    env,
    argv,
  );

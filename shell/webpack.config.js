const { createAppConfig } = require('@grovekeeper/shared/webpack');

// The host: no remote URLs here; it registers the remotes at run time from /config/app.json.
module.exports = (env, argv) =>
  createAppConfig({ kind: 'host', dir: __dirname, name: 'shell' }, env, argv);

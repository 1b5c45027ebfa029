const { createShellConfig } = require('@grovekeeper/shared/webpack');

// The host: no remote URLs here; it registers the remotes at run time from /config/app.json.
// Its production build also makes the service worker (/sw.js).
module.exports = (env, argv) => createShellConfig(env, argv, __dirname);

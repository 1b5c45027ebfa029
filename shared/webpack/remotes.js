// The five remotes: federation name, folder, dev-server port. The shell's route table and
// the API's /config/app.json use the same names.
const REMOTES = [
  { name: 'mf_estates', dir: 'mf-estates', port: 3001 },
  { name: 'mf_trees', dir: 'mf-trees', port: 3002 },
  { name: 'mf_rentals', dir: 'mf-rentals', port: 3003 },
  { name: 'mf_contracts', dir: 'mf-contracts', port: 3004 },
  { name: 'mf_workforce', dir: 'mf-workforce', port: 3005 },
];

const SHELL_PORT = 3000;
const DEV_API_URL = process.env.DEV_API_URL || 'http://127.0.0.1:4000';

module.exports = { REMOTES, SHELL_PORT, DEV_API_URL };

import path from 'node:path';
import { REPO_ROOT } from '../../config';
import { parseBackupArgs } from '../backup';
import { parseRestoreArgs } from '../restore';

describe('npm run backup arguments', () => {
  it('writes to a timestamped file under backups/ at the repository root by default', () => {
    const { file } = parseBackupArgs([], {});
    expect(path.dirname(file)).toBe(path.join(REPO_ROOT, 'backups'));
    expect(path.basename(file)).toMatch(/^grovekeeper-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/);
  });

  it('resolves a relative file from the folder npm was run in', () => {
    expect(parseBackupArgs(['nightly.tar'], { INIT_CWD: '/srv/grove' })).toEqual({
      file: '/srv/grove/nightly.tar',
    });
    expect(parseBackupArgs(['/var/backups/gk.tar'], { INIT_CWD: '/srv/grove' })).toEqual({
      file: '/var/backups/gk.tar',
    });
  });

  it.each([
    [['--zip'], /Unknown option --zip\. Usage: npm run backup/],
    [['a.tar', 'b.tar'], /Only one backup file at a time/],
  ])('refuses %j with a readable message', (argv, message) => {
    expect(() => parseBackupArgs(argv, {})).toThrow(message);
  });
});

describe('npm run restore arguments', () => {
  it('takes the backup file and --force, in any order', () => {
    expect(parseRestoreArgs(['--force', 'gk.tar'], { INIT_CWD: '/srv/grove' })).toEqual({
      file: '/srv/grove/gk.tar',
      force: true,
    });
    expect(parseRestoreArgs(['gk.tar'], { INIT_CWD: '/srv/grove' })).toEqual({
      file: '/srv/grove/gk.tar',
      force: false,
    });
  });

  it.each([
    [[], /Which backup\? Usage: npm run restore -- <backup file> \[--force\]/],
    [['gk.tar', '--yes'], /Unknown option --yes/],
    [['a.tar', 'b.tar'], /Only one backup file at a time/],
  ])('refuses %j with a readable message', (argv, message) => {
    expect(() => parseRestoreArgs(argv, {})).toThrow(message);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import * as surface from '../router-surface.mjs';

const {
  SINGLETONS,
  APP_SOURCES,
  installedVersion,
  monorepoMuiComponents,
  sharedSingletons,
  sourceFiles,
} = require('../shared-deps'); // eslint-disable-line @typescript-eslint/no-require-imports

const REPO = path.resolve(__dirname, '../../..');

describe('the shared singletons', () => {
  it('shares react-router-dom as the narrow surface, provided with the package version', () => {
    const shared = sharedSingletons({});
    expect(shared['react-router-dom']).toMatchObject({
      singleton: true,
      import: path.join(REPO, 'shared/webpack/router-surface.mjs'),
      version: installedVersion('react-router-dom'),
    });
  });

  it('makes nothing eager, so a first page loads only what it renders', () => {
    const shared = sharedSingletons({}, { provideMonorepoMui: true });
    expect(Object.values(shared).every((config) => !(config as { eager: boolean }).eager)).toBe(
      true,
    );
  });

  it("has the shell provide every MUI component the apps import, by file, with MUI's version", () => {
    const components: string[] = monorepoMuiComponents();
    expect(components).toEqual(
      expect.arrayContaining(['@mui/material/CardActionArea', '@mui/material/Tooltip']),
    );
    const shared = sharedSingletons({}, { provideMonorepoMui: true });
    for (const request of components) {
      expect(shared[request]).toMatchObject({
        import: path.join(REPO, 'node_modules', request, 'index.mjs'),
        version: installedVersion('@mui/material'),
      });
      expect(fs.existsSync(shared[request].import)).toBe(true);
    }
    // A remote provides only what it uses itself.
    expect(Object.keys(sharedSingletons({}))).toEqual(SINGLETONS);
  });

  it("exports every name the apps import from 'react-router-dom'", () => {
    const imported = new Set<string>();
    const files: string[] = APP_SOURCES.flatMap((dir: string) => sourceFiles(dir));
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
        for (const part of match[1]!.split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]!
            .trim();
          if (name && !name.startsWith('type ')) imported.add(name);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    for (const name of imported) expect([name, name in surface]).toEqual([name, true]);
  });
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import { COMPONENT_CLASSES, componentsInUse, trimPrimeTheme } from './prime-theme-trim';

const PRIME = dirname(require.resolve('primereact/package.json'));
const THEME = join(PRIME, 'resources/themes/lara-light-blue/theme.css');
const SRC = join(__dirname, '../src');

const trim = (css: string, inUse: string[], from = THEME) =>
  postcss([trimPrimeTheme(new Set(inUse))]).process(css, { from }).css;

describe('the PrimeReact theme trim', () => {
  it('drops the selectors of unused components only, a rule left empty and its media block', () => {
    const css = [
      '.p-galleria .p-galleria-close { color: red; }',
      '.p-tree-container { margin: 0; }',
      '.p-treetable .p-treetable-thead { margin: 0; }',
      '.p-dropdown .p-dropdown-label { color: blue; }',
      '.p-galleria-mask, .p-dialog-mask { background: grey; }',
      '.p-component { font-size: 1rem; }',
      '@media (max-width: 640px) { .p-galleria-item { width: 1px; } }',
      '@keyframes p-galleria-fade { from { opacity: 0; } }',
    ].join('\n');
    const out = trim(css, ['dropdown', 'dialog', 'treetable']);
    expect(out).not.toContain('.p-galleria .p-galleria-close');
    expect(out).not.toContain('.p-tree-container');
    expect(out).not.toContain('@media');
    // a used component, the used member of a selector list, generic classes and keyframes stay
    expect(out).toContain('.p-treetable .p-treetable-thead');
    expect(out).toContain('.p-dropdown .p-dropdown-label');
    expect(out).toContain('.p-dialog-mask {');
    expect(out).not.toContain('.p-galleria-mask');
    expect(out).toContain('.p-component');
    expect(out).toContain('@keyframes p-galleria-fade');
  });

  it('touches no stylesheet but PrimeReact’s themes', () => {
    const css = '.p-galleria { color: red; }';
    expect(trim(css, [], '/work/web/src/app/app.css')).toBe(css);
  });

  it('keeps what the portal renders, through PrimeReact’s own imports', () => {
    const inUse = componentsInUse(SRC, PRIME);
    // imported by the portal
    for (const name of ['button', 'dialog', 'dropdown', 'datatable', 'multiselect', 'sidebar']) {
      expect(inUse.has(name)).toBe(true);
    }
    // imported by the data table, not by the portal
    expect(inUse.has('paginator')).toBe(true);
    expect(inUse.has('inputnumber')).toBe(true);
    expect(inUse.has('galleria')).toBe(false);
  });

  it('halves the real theme and keeps every used component’s rules', () => {
    const theme = readFileSync(THEME, 'utf8');
    const inUse = componentsInUse(SRC, PRIME);
    const out = trim(theme, [...inUse]);
    expect(out.length).toBeLessThan(theme.length / 2);
    for (const cls of ['.p-dropdown-panel', '.p-datatable-thead', '.p-paginator', '.p-dialog']) {
      expect(out).toContain(cls);
    }
    const dropped = Object.entries(COMPONENT_CLASSES).filter(([c]) => !inUse.has(c));
    expect(dropped.length).toBeGreaterThan(40);
    for (const [, prefixes] of dropped) {
      for (const prefix of prefixes) expect(out).not.toMatch(new RegExp(`\\.${prefix}[\\s.:{,]`));
    }
  });
});

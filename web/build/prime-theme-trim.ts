import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AtRule, Container, Plugin } from 'postcss';

/*
 * PrimeReact's theme (lara-light-blue, about 220 kB) styles every PrimeReact component; the portal
 * uses a dozen. The whole stylesheet blocks the first paint, and every rule is matched against
 * every element on each style recalculation, so the build drops the rules that only style the
 * components the portal never renders: those neither the portal's code imports nor the components
 * it imports pull in (PrimeReact's own imports, followed through its package). Only selectors
 * that name such a component's class go; the others of a rule stay.
 */

/** Theme class prefixes per PrimeReact component (the ones the theme styles on their own). */
export const COMPONENT_CLASSES: Readonly<Record<string, readonly string[]>> = {
  accordion: ['p-accordion'],
  autocomplete: ['p-autocomplete'],
  avatar: ['p-avatar'],
  badge: ['p-badge'],
  blockui: ['p-blockui'],
  breadcrumb: ['p-breadcrumb'],
  calendar: ['p-calendar', 'p-datepicker', 'p-monthpicker', 'p-yearpicker', 'p-timepicker'],
  card: ['p-card'],
  carousel: ['p-carousel'],
  cascadeselect: ['p-cascadeselect'],
  chip: ['p-chip'],
  chips: ['p-chips'],
  colorpicker: ['p-colorpicker'],
  confirmdialog: ['p-confirm-dialog'],
  confirmpopup: ['p-confirm-popup'],
  contextmenu: ['p-contextmenu'],
  datascroller: ['p-datascroller'],
  dataview: ['p-dataview'],
  divider: ['p-divider'],
  dock: ['p-dock'],
  editor: ['p-editor-container', 'p-editor-toolbar', 'p-editor-content'],
  fieldset: ['p-fieldset'],
  fileupload: ['p-fileupload'],
  galleria: ['p-galleria'],
  image: ['p-image'],
  inplace: ['p-inplace'],
  inputnumber: ['p-inputnumber'],
  inputotp: ['p-inputotp'],
  inputswitch: ['p-inputswitch'],
  knob: ['p-knob'],
  listbox: ['p-listbox'],
  megamenu: ['p-megamenu'],
  mention: ['p-mention'],
  menubar: ['p-menubar'],
  metergroup: ['p-metergroup'],
  orderlist: ['p-orderlist'],
  organizationchart: ['p-organizationchart'],
  overlaypanel: ['p-overlaypanel'],
  panel: ['p-panel'],
  panelmenu: ['p-panelmenu'],
  password: ['p-password'],
  picklist: ['p-picklist'],
  rating: ['p-rating'],
  scrollpanel: ['p-scrollpanel'],
  scrolltop: ['p-scrolltop'],
  selectbutton: ['p-selectbutton'],
  skeleton: ['p-skeleton'],
  slidemenu: ['p-slidemenu'],
  slider: ['p-slider'],
  speeddial: ['p-speeddial'],
  splitbutton: ['p-splitbutton'],
  splitter: ['p-splitter'],
  stepper: ['p-stepper'],
  steps: ['p-steps'],
  tabmenu: ['p-tabmenu'],
  tabview: ['p-tabview'],
  tag: ['p-tag'],
  terminal: ['p-terminal'],
  tieredmenu: ['p-tieredmenu'],
  timeline: ['p-timeline'],
  toast: ['p-toast'],
  togglebutton: ['p-togglebutton'],
  toolbar: ['p-toolbar'],
  tree: ['p-tree', 'p-treenode'],
  treeselect: ['p-treeselect'],
  treetable: ['p-treetable'],
  tristatecheckbox: ['p-tristatecheckbox'],
};

const PRIME_IMPORT = /from\s*['"]primereact\/([a-z]+)['"]/g;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });

const importsIn = (text: string): string[] => [...text.matchAll(PRIME_IMPORT)].map((m) => m[1]!);

/**
 * The PrimeReact components the portal can render: those its sources import, and what they
 * import in turn inside PrimeReact (the data table brings its paginator and dropdown).
 */
export const componentsInUse = (srcDir: string, primeDir: string): Set<string> => {
  const used = new Set<string>();
  const queue = sourceFiles(srcDir).flatMap((file) => importsIn(readFileSync(file, 'utf8')));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    const esm = join(primeDir, name, `${name}.esm.js`);
    if (existsSync(esm)) queue.push(...importsIn(readFileSync(esm, 'utf8')));
  }
  return used;
};

const CLASS = /\.(p-[a-z0-9-]+)/g;

/** Whether a selector names a class of one of `prefixes` (the class itself or prefix-...). */
const namesAny = (selector: string, prefixes: readonly string[]): boolean =>
  [...selector.matchAll(CLASS)].some(([, cls]) =>
    prefixes.some((p) => cls === p || cls!.startsWith(`${p}-`)),
  );

const dropEmptyParents = (container: Container | undefined) => {
  let node: Container | undefined = container;
  while (node && node.type === 'atrule' && (node.nodes?.length ?? 0) === 0) {
    const parent: unknown = node.parent;
    (node as AtRule).remove();
    node = parent as Container | undefined;
  }
};

/**
 * The PostCSS plugin: in PrimeReact's theme files, removes each selector that names a class of a
 * component outside `inUse` (it matches nothing the portal renders), and a rule left without one.
 */
export const trimPrimeTheme = (inUse: ReadonlySet<string>): Plugin => {
  const unused = Object.entries(COMPONENT_CLASSES)
    .filter(([component]) => !inUse.has(component))
    .flatMap(([, prefixes]) => prefixes);
  return {
    postcssPlugin: 'mo-trim-prime-theme',
    Once(root) {
      const file = root.source?.input.file ?? '';
      if (!/primereact[\\/]resources[\\/]themes[\\/]/.test(file)) return;
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) {
          return;
        }
        const kept = rule.selectors.filter((selector) => !namesAny(selector, unused));
        if (kept.length === rule.selectors.length) return;
        if (kept.length > 0) {
          rule.selectors = kept;
          return;
        }
        const parent = rule.parent as Container | undefined;
        rule.remove();
        dropEmptyParents(parent);
      });
    },
  };
};

/** The brand mark's artwork (a shield with a cross), drawn by BrandLogo and by index.html's sign-in template. */
export const BRAND_MARK_VIEW_BOX = '0 0 40 40';
export const BRAND_MARK_PATHS = [
  { d: 'M20 2 5 8v11c0 9.4 6.4 16.8 15 19 8.6-2.2 15-9.6 15-19V8L20 2Z', fill: 'currentColor' },
  { d: 'M17 12h6v6h6v6h-6v6h-6v-6h-6v-6h6v-6Z', fill: '#fff' },
] as const;

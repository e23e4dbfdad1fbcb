/*
 * Plain markup for the PrimeReact pieces every route can show (buttons, text inputs, the loader,
 * the error dialog): the same classes and behaviour without loading PrimeReact, so the sign-in
 * page and the entry carry none of it. Screens with PrimeReact's richer components (tables,
 * dropdowns, menus) load it with their own chunks.
 */
export { Button, type ButtonProps } from './button';
export { Dialog, type DialogProps } from './dialog';
export { InputText, type InputTextProps } from './input-text';
export { ProgressSpinner } from './progress-spinner';

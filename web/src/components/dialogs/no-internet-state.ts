import { useSyncExternalStore } from 'react';

/*
 * Whether the portal's one no-internet dialog is up (no-internet-dialog.tsx, mounted once above
 * every screen by app/root-layout.tsx). Raised by a screen's failed call that had no answer at all
 * (ErrorDialog, for CLIENT_ERROR_CODES.network) or by the browser going offline; it stays up until
 * its Refresh reloads the portal.
 */
let shown = false;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

export const noInternet = {
  show(): void {
    if (shown) return;
    shown = true;
    tell();
  },
  /** For tests, and the dialog's own Refresh handler once it reloads. */
  hide(): void {
    if (!shown) return;
    shown = false;
    tell();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isShown: (): boolean => shown,
};

export const useNoInternetShown = (): boolean =>
  useSyncExternalStore(noInternet.subscribe, noInternet.isShown, noInternet.isShown);

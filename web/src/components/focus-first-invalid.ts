import { useCallback, useEffect, useState, type RefObject } from 'react';

const FOCUSABLE = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
]
  .map((s) => `${s}:not([aria-hidden="true"])`)
  .join(', ');

/**
 * Focuses the first field marked invalid (aria-invalid="true") inside `root`, in document order;
 * a marked element that cannot take focus itself (a dropdown's root) hands it to its first
 * focusable descendant. Returns the focused element, or null when nothing is invalid.
 */
export function focusFirstInvalid(root: ParentNode | null): HTMLElement | null {
  if (!root) return null;
  for (const marked of root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const target = marked.matches(FOCUSABLE)
      ? marked
      : marked.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      target.focus();
      return target;
    }
  }
  return null;
}

/**
 * After a failed submit, `focusInvalid()` moves the focus to the first invalid field once the
 * errors have rendered (the submit usually sets the state that shows them). Inside `root` when
 * given, else the whole document.
 */
export function useFocusFirstInvalid(root?: RefObject<HTMLElement | null>): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusFirstInvalid(root?.current ?? document);
  }, [requests, root]);
  return useCallback(() => setRequests((n) => n + 1), []);
}

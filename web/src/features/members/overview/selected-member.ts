/**
 * The member whose name was clicked in the list (spec part 2 section 2: "stores the member id and
 * name"). Kept in sessionStorage so the policy listing and the details survive a reload of the tab.
 */
export interface SelectedMember {
  id: string;
  name: string;
}

const KEY = 'mo.members.selected';

export function storeSelectedMember(member: SelectedMember): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(member));
  } catch {
    // Storage full or blocked: the screens fall back to the id in the route.
  }
}

export function readSelectedMember(): SelectedMember | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SelectedMember>;
    return typeof value.id === 'string' && typeof value.name === 'string'
      ? { id: value.id, name: value.name }
      : null;
  } catch {
    return null;
  }
}

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types `text` into `field`, then clicks the harness's "elsewhere" button so the field loses
 * focus (its blur formatting runs).
 */
export async function typeAndLeave(user: UserEvent, field: HTMLElement, text: string) {
  await user.type(field, text);
  await user.click(screen.getByText('elsewhere'));
}

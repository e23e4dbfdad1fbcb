import type { BodyOf, CALLS } from '@mo/contracts';

export interface StoredFeedback {
  id: string;
  userId: string;
  category: BodyOf<typeof CALLS.submitFeedback>['category'];
  rating?: number;
  message: string;
  createdAt: string;
}

/** Feedback users sent (customer services), kept until a store reset; each user reads only theirs. */
export class FeedbackBook {
  private entries: StoredFeedback[] = [];

  add(entry: Omit<StoredFeedback, 'id'>): StoredFeedback {
    const stored = { ...entry, id: `FB${String(this.entries.length + 1).padStart(6, '0')}` };
    this.entries.push(stored);
    return stored;
  }

  /** Every entry, oldest first, as plain data (world snapshots). */
  all(): StoredFeedback[] {
    return this.entries.map((e) => ({ ...e }));
  }

  static from(entries: readonly StoredFeedback[]): FeedbackBook {
    const book = new FeedbackBook();
    book.entries = entries.map((e) => ({ ...e }));
    return book;
  }

  /** The user's feedback, newest first. */
  of(userId: string): StoredFeedback[] {
    return this.entries.filter((e) => e.userId === userId).reverse();
  }
}

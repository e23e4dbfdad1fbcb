import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import type { AuthContext } from '../../plugins/auth';
import type { MockStore } from '../../store/store';
import type { MockApp } from '../../types';
import { paginate } from '../../views/paging';
import { markRead, notificationsOf } from './inbox';

/**
 * The notifications area: the signed-in user's own notices (no company in the request: another
 * user's notification is GC404, whoever asks); reading one marks it read.
 */
export const notificationRoutes = async (app: MockApp): Promise<void> => {
  const ofUser = (world: MockStore, auth: AuthContext, language: 'id' | 'en' | undefined) =>
    notificationsOf(
      auth.user,
      (id) => world.companies.get(id)?.companyName ?? id,
      world.notificationReads,
      language ?? (auth.user.preferredLanguage === 'en' ? 'en' : 'id'),
    );

  registerCall(app, CALLS.notificationList, ({ query, auth, world }) => {
    const all = ofUser(world, auth, query.language);
    const { items, pagination } = paginate(all, query.currentPage ?? 1, query.pageSize ?? 10);
    return {
      notifications: items,
      unreadCount: all.filter((n) => !n.read).length,
      pagination,
    };
  });
  registerCall(app, CALLS.notificationDetails, ({ query, params, auth, world }) => {
    const notification = ofUser(world, auth, query.language).find(
      (n) => n.id === params.notificationId,
    );
    if (!notification) throw fail.notFound('No such notification');
    markRead(world.notificationReads, auth.user.id, notification.id);
    return { notification: { ...notification, read: true } };
  });
};

import { CALLS, jakartaDayOf } from '@mo/contracts';
import { registerCall } from '../../lib/register-call';
import type { MockApp } from '../../types';
import {
  BANNERS,
  FAQ_ENTRIES,
  PRODUCTS,
  SALES_CONTACT,
  SERVICE_VERSIONS,
  type Language,
} from './content';

/**
 * The customer services' documented calls no screen makes (issue 13): build version, feedback
 * (stored per user until a store reset), buy-insurance, FAQ and banners (docs/spec-notes.md).
 */
export const customerServiceExtras = (app: MockApp): void => {
  registerCall(app, CALLS.customerServicesBuildVersion, () => ({
    ...SERVICE_VERSIONS.customerServices,
  }));

  registerCall(app, CALLS.feedbackList, ({ auth, world }) => ({
    feedback: world.feedback.of(auth.user.id).map(({ userId: _user, ...entry }) => entry),
  }));

  registerCall(app, CALLS.submitFeedback, ({ body, auth, world }) => {
    const { userId: _user, ...entry } = world.feedback.add({
      userId: auth.user.id,
      category: body.category,
      ...(body.rating === undefined ? {} : { rating: body.rating }),
      message: body.message.trim(),
      createdAt: new Date(world.clock.now()).toISOString(),
    });
    return entry;
  });

  registerCall(app, CALLS.buyInsurance, ({ query }) => {
    const lang: Language = query.language ?? 'id';
    return {
      products: PRODUCTS.map((p) => ({
        code: p.code,
        name: p.name[lang],
        description: p.description[lang],
        productTypes: [...p.productTypes],
      })),
      contact: { ...SALES_CONTACT },
    };
  });

  registerCall(app, CALLS.faq, ({ query }) => {
    const lang: Language = query.language ?? 'id';
    return {
      faqs: FAQ_ENTRIES.map((f, index) => ({
        id: f.id,
        category: f.category[lang],
        question: f.q[lang],
        answer: f.a[lang],
        sequence: index + 1,
      })),
    };
  });

  // Only the banners whose window holds today on the mock clock (Jakarta day), in display order.
  registerCall(app, CALLS.appBanners, ({ query, world }) => {
    const lang: Language = query.language ?? 'id';
    const today = jakartaDayOf(world.clock.now());
    return {
      banners: BANNERS.filter((b) => b.validFrom <= today && today <= b.validTo)
        .sort((a, b) => a.sequence - b.sequence)
        .map(({ title, ...banner }) => ({ ...banner, title: title[lang] })),
    };
  });
};

import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin';
import { advertisementRoutes } from './advertisements';
import { categoryRoutes } from './categories';
import { conversationModerationRoutes } from './conversationModeration';
import { conversationRoutes } from './conversations';
import { healthRoutes } from './health';
import { jwtRoutes } from './jwt';
import { listingRoutes } from './listings';
import { listingApprovalRoutes } from './listingApproval';
import { listingWriteRoutes } from './listingWrites';
import { liveEventRoutes } from './liveEvents';
import { notificationRoutes } from './notifications';
import { offerRoutes } from './offers';
import { orderDetailRoutes } from './orderDetail';
import { orderLifeRoutes } from './orderLife';
import { orderProblemRoutes } from './orderProblems';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { preferenceRoutes } from './preferences';
import { profileRoutes } from './profile';
import { reportRoutes } from './reports';
import { reviewRoutes } from './reviews';
import { roleRoutes } from './roles';
import { searchRoutes } from './search';
import { sellerBalanceRoutes } from './sellerBalance';
import { sellerPageRoutes } from './sellerPage';
import { sessionRoutes } from './sessions';
import { uploadRoutes } from './upload';
import { userRoutes } from './users';
import { wishlistRoutes } from './wishlist';

const registerResources: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(categoryRoutes);
  await app.register(advertisementRoutes);
  await app.register(jwtRoutes);
  await app.register(userRoutes);
  await app.register(sessionRoutes);
  await app.register(roleRoutes);
  await app.register(uploadRoutes);
  await app.register(listingRoutes);
  await app.register(searchRoutes);
  await app.register(sellerPageRoutes);
  await app.register(listingWriteRoutes);
  await app.register(adminRoutes);
  await app.register(orderRoutes);
  await app.register(orderLifeRoutes);
  await app.register(orderDetailRoutes);
  await app.register(sellerBalanceRoutes);
  await app.register(orderProblemRoutes);
  await app.register(wishlistRoutes);
  await app.register(reviewRoutes);
  await app.register(paymentRoutes);
  await app.register(preferenceRoutes);
  await app.register(profileRoutes);
  await app.register(notificationRoutes);
  await app.register(liveEventRoutes);
  await app.register(conversationRoutes);
  await app.register(conversationModerationRoutes);
  await app.register(offerRoutes);
  await app.register(reportRoutes);
  await app.register(listingApprovalRoutes);
};

/**
 * Every resource of the API (docs/product.md#the-api), mounted under API_PREFIX by app.ts. A new
 * resource is one file in this folder and one line above; plugins/auth.ts refuses any route
 * without `config.access`. Its own scope (encapsulated), after the plugins it names: the routes
 * need the access check and the rate limiter to see them as they are added, refusals answered in
 * the one error shape, and `app.db`, `app.config`, `app.payments` and `app.readiness`.
 */
export const apiRoutes = fp(registerResources, {
  name: 'api',
  dependencies: ['db', 'errors', 'security', 'auth', 'payments', 'liveEvents', 'readiness'],
  encapsulate: true,
});

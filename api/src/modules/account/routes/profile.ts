import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProfileUpdateSchema } from '@lifeguard/contracts/schemas/account';
import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import { UserDetailSchema } from '@lifeguard/contracts/schemas/users';
import fp from 'fastify-plugin';
import { impersonationOf } from '../../users/present.js';

/** The profile's names (issue 13 "Account pages"; spec 001 §2 `/users/profile/`). */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * PATCH /users/api/user/detail/ `{first_name?, middle_name?, last_name?, suffix?}` (at least
   * one, each ≤ NAME_PART_MAX_LENGTH characters, no control characters): saves the given names;
   * 200 `{status: 'success', user}`. The personal family follows a new first name
   * (teams/personal.ts). Unknown fields are dropped, as in every body; 400 `invalid` when no
   * name is left or a value is bad, changing nothing. The email is not changed here.
   */
  app.patch(
    '/users/api/user/detail/',
    {
      schema: {
        body: ProfileUpdateSchema,
        response: { 200: UserDetailSchema, 400: ApiErrorSchema, 401: UnauthenticatedSchema },
      },
    },
    async (request) => {
      const user = await app.account.updateProfile(request.auth.user.id, request.body);
      return { status: 'success' as const, user: app.users.present(user, impersonationOf(request.auth)) };
    },
  );
};

export default fp(profileRoutes, { name: 'account-profile-routes', encapsulate: true });

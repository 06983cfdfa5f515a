import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@lifeguard/contracts/account';
import { AvatarParamsSchema } from '@lifeguard/contracts/schemas/account';
import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import { UserDetailSchema } from '@lifeguard/contracts/schemas/users';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { apiError } from '../../../plugins/errors.js';
import { impersonationOf } from '../../users/present.js';
import { declaredAvatarType } from '../avatar.js';
import { INVALID_IMAGE } from '../service.js';
import { rateLimited } from '../../../plugins/rate-limit.js';
import { refusals } from '../../../plugins/refusals.js';

/** Avatar uploads a minute per user. */
const UPLOADS_PER_MINUTE = 10;
/** An avatar URL names its version, so a browser may keep the image for good. */
const AVATAR_CACHE = 'private, max-age=31536000, immutable';

/** The image bytes, sent as they are (a Buffer is never serialized). */
const AvatarImage = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** The profile's avatar (issue 13 "Account pages"): upload, removal and serving. */
const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only here is a body raw image bytes: this scope reads nothing else (any other type is 415).
  const uploadRoutes: FastifyPluginAsyncTypebox = async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      [...AVATAR_TYPES],
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    /**
     * PUT /users/api/user/avatar/: the body is the image, `Content-Type` one of AVATAR_TYPES, at
     * most AVATAR_MAX_BYTES (413 `ctp_body_too_large` beyond); 200 `{status: 'success', user}`
     * with the new `avatar_url` (`/users/api/avatars/{id}/{version}/`, a new version each time).
     * 400 `invalid_image` (param 'avatar') when the bytes are not that type of image or are
     * missing; 415 for another type; 429 past UPLOADS_PER_MINUTE.
     */
    upload.put(
      '/users/api/user/avatar/',
      {
        bodyLimit: AVATAR_MAX_BYTES,
        schema: {
          response: {
            200: UserDetailSchema,
            ...refusals.input,
            413: ApiErrorSchema,
            415: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
        preHandler: upload.throttle({
          name: 'avatar-upload',
          max: UPLOADS_PER_MINUTE,
          key: (request) => request.auth.user.id.toString(),
          error: rateLimited('Too many uploads. Try again in a minute.'),
        }),
      },
      async (request) => {
        const type = declaredAvatarType(request.headers['content-type']);
        const body = request.body;
        if (!type || !Buffer.isBuffer(body) || body.length === 0) throw apiError(400, [INVALID_IMAGE]);
        const user = await app.account.setAvatar(request.auth.user.id, type, body);
        return { status: 'success' as const, user: app.users.present(user, impersonationOf(request.auth)) };
      },
    );
  };
  await app.register(fp(uploadRoutes, { name: 'avatar-upload-routes', encapsulate: true }));

  /** DELETE /users/api/user/avatar/: removes the avatar (initials again); 200 `{status: 'success', user}`. */
  app.delete(
    '/users/api/user/avatar/',
    { schema: { response: { 200: UserDetailSchema, 401: UnauthenticatedSchema } } },
    async (request) => {
      const user = await app.account.removeAvatar(request.auth.user.id);
      return { status: 'success' as const, user: app.users.present(user, impersonationOf(request.auth)) };
    },
  );

  /**
   * GET /users/api/avatars/{user_id}/{version}/: the image bytes with their stored type, cached
   * privately for good (the URL changes with the image), to the user and members of a family
   * of theirs. 404 to anyone else, and for a version that is not the current one.
   */
  app.get(
    '/users/api/avatars/:user_id/:version/',
    {
      schema: {
        params: AvatarParamsSchema,
        response: { 200: AvatarImage, ...refusals.owned },
      },
    },
    async (request, reply) => {
      const { user_id: ownerId, version } = request.params;
      const avatar = await app.account.avatarFor(request.auth.user.id, ownerId, version);
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', AVATAR_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(avatar.data);
    },
  );
};

export default fp(avatarRoutes, { name: 'account-avatar-routes', encapsulate: true });

import { Type, type Static } from 'typebox';
import { Text } from './text.js';

/**
 * The query of `GET /accounts/<provider>/login/callback/`: an OpenID Connect authorization
 * response (RFC 6749 §4.1.2, RFC 9207 `iss`), success or error. Each known parameter is one
 * string of bounded length; providers add others (Google: `scope`, `authuser`, `prompt`, `hd`),
 * so unknown keys are allowed. The server checks the values themselves (state, code, iss).
 */
export const ProviderCallbackQuerySchema = Type.Object(
  {
    code: Type.Optional(Text({ maxLength: 2048 })),
    state: Type.Optional(Text({ maxLength: 512 })),
    iss: Type.Optional(Text({ maxLength: 2048 })),
    error: Type.Optional(Text({ maxLength: 256 })),
    error_description: Type.Optional(Text({ maxLength: 2048, prose: true })),
    error_uri: Type.Optional(Text({ maxLength: 2048 })),
  },
  { additionalProperties: true },
);
export type ProviderCallbackQuery = Static<typeof ProviderCallbackQuerySchema>;

import { Type, type Static } from 'typebox';
import { HELP_QUERY_MAX_LENGTH } from '../help.js';
import { Text } from './text.js';

/** `GET /help/?q=` (issue 33 item 1): the words to search the help centre for; none lists every article. */
export const HelpQuerySchema = Type.Object(
  {
    q: Type.Optional(
      Text({ maxLength: HELP_QUERY_MAX_LENGTH, description: 'Words to find in the articles.' }),
    ),
  },
  { additionalProperties: false },
);
export type HelpQuery = Static<typeof HelpQuerySchema>;

/** `GET /help/{slug}/`: an article's slug; one no article has answers the 404 page. */
export const HelpArticleParamsSchema = Type.Object({ slug: Text({ maxLength: 100 }) });
export type HelpArticleParams = Static<typeof HelpArticleParamsSchema>;

import { Text } from '@lifeguard/contracts/schemas/text';
import { Type } from 'typebox';
import { ToolError } from '../agent.js';
import { defineTool } from './define.js';
import { checkUrl, NotAUrlError } from '../../scam-signs/url-signs.js';

/**
 * check_url: what site a link really opens and its warning signs (url-signs.ts). It never
 * opens the link: no request leaves the server.
 * @throws ToolError when the text is not a web address.
 */
export const checkUrlTool = () =>
  defineTool({
    name: 'check_url',
    description:
      'Checks a link without opening it: the real website it goes to and any warning signs (lookalike names, bare IP addresses, no https).',
    input: Type.Object(
      { url: Text({ minLength: 1, maxLength: 2048, description: 'The link as the user has it.' }) },
      { additionalProperties: false },
    ),
    async execute({ url }, { progress }) {
      await progress(50, 'Reading the address', 'The link is checked here and never opened.');
      try {
        return checkUrl(url);
      } catch (error) {
        if (error instanceof NotAUrlError) throw new ToolError(error.message);
        throw error;
      }
    },
  });

// npm places drizzle-orm under api/node_modules while drizzle-kit is hoisted to the root, so
// drizzle-kit's own `import('drizzle-orm/...')` cannot find it. This hook retries such imports
// from api/ (used only by `npm run db:generate`).
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const apiUrl = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
      export async function resolve(specifier, context, next) {
        try {
          return await next(specifier, context);
        } catch (error) {
          if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
          return next(specifier, { ...context, parentURL: apiUrl });
        }
      }`),
);

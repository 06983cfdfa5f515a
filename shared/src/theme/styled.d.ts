import 'styled-components';
import type { Theme } from '@lifeguard/shared/theme/tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface DefaultTheme extends Theme {}
}

import type { ReactNode } from 'react';
import { NarrowLayout, type NarrowLayoutProps } from '@lifeguard/shared/ui/narrow-layout';
import { positionOf, type RegistrationRoute } from '../lib/step-machine';
import { StepIndicator } from './step-indicator';

export type RegistrationLayoutProps = {
  route: RegistrationRoute;
  title: string;
  subtitle?: ReactNode;
  width?: NarrowLayoutProps['width'];
  children: ReactNode;
};

/** A registration screen: the shared card layout with the step indicator of `route` on top. */
export function RegistrationLayout({ route, title, subtitle, width, children }: RegistrationLayoutProps) {
  return (
    <NarrowLayout
      title={title}
      subtitle={subtitle}
      width={width}
      header={<StepIndicator position={positionOf(route)} />}
    >
      {children}
    </NarrowLayout>
  );
}

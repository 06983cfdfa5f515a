import type { ReactNode } from 'react';
import { useSearchParams } from '@lifeguard/shared/router/router';
import type { RouteFrame } from '@lifeguard/shared/routes/routes';
import { ChatPanel } from './chat-panel';
import { ImpersonationBanner } from './impersonation-banner';
import { PageLayout } from './page-layout';
import { SidebarLayout } from './sidebar-layout';
import { useChatPanel } from './use-chat-panel';

/** The frames the shell draws: every route table frame but 'none'. */
export type ShellFrame = Exclude<RouteFrame, 'none'>;

export type FrameProps = { frame: ShellFrame; children: ReactNode };

/**
 * The signed-in frame around a routed screen (spec 001 §2 Layout), the entry of the shell's lazy
 * frame chunk: the sidebar layout or the page layout, as the route table says, and the
 * right-hand chat panel slot opened by the `chat-panel-toggle` event, and above either the
 * impersonation banner while a superuser acts as the user (issue 13). The query chat=true hides
 * the page layout's header and footer (the sidebar layout has none).
 */
export function Frame({ frame, children }: FrameProps) {
  const panel = useChatPanel();
  const [searchParams] = useSearchParams();
  return (
    <>
      <ImpersonationBanner frame={frame} panelOpen={panel.open} />
      {frame === 'sidebar' ? (
        <SidebarLayout panelOpen={panel.open}>{children}</SidebarLayout>
      ) : (
        <PageLayout panelOpen={panel.open} bare={searchParams.get('chat') === 'true'}>
          {children}
        </PageLayout>
      )}
      <ChatPanel open={panel.open} request={panel.request} session={panel.session} onClose={panel.close} />
    </>
  );
}

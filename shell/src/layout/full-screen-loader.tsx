import styled from 'styled-components';
import { loaderText, selectLoadingState } from '@lifeguard/shared/app-state/app-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { Spinner } from '@lifeguard/shared/ui/spinner';

const StyledLoader = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.background};
`;

/** Full-screen loader while the session is checked (spec 000 §2): text by loading state. */
export function FullScreenLoader() {
  const state = useAppSelector(selectLoadingState);
  return (
    <StyledLoader>
      <Spinner size="xl" text={loaderText(state)} />
    </StyledLoader>
  );
}

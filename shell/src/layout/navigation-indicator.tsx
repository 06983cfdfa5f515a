import { useEffect } from 'react';
import { useLocation, useNavigation } from '@lifeguard/shared/router/router';
import { routeNameFor } from '@lifeguard/shared/routes/route-name-for';
import styled, { keyframes } from 'styled-components';
import { loadingFlagChanged } from '@lifeguard/shared/app-state/app-slice';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';

const NAVIGATING = 'navigating';

/** Keeps the 'navigating' loading flag on while moving between differently named routes (spec 000 §2). */
function useNavigatingFlag(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const target = navigation.location;
  const navigating =
    navigation.state !== 'idle' &&
    target !== undefined &&
    routeNameFor(target.pathname) !== routeNameFor(location.pathname);
  useEffect(() => {
    dispatch(loadingFlagChanged({ key: NAVIGATING, value: navigating }));
  }, [dispatch, navigating]);
  return navigating;
}

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(100%); }`;

const StyledBar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  overflow: hidden;
  z-index: ${({ theme }) => theme.zIndex.toast};
  &::after {
    content: '';
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.color.primary};
    animation: ${slide} 1s ease-in-out infinite;
  }
`;

/** App-wide progress bar shown in the 'navigating' state. */
export function NavigationIndicator() {
  const navigating = useNavigatingFlag();
  return navigating ? <StyledBar role="progressbar" aria-label="Loading page" /> : null;
}

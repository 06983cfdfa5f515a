import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import { selectToasts, toastDismissed, type Toast } from '@lifeguard/shared/toasts/toast-slice';
import { Alert } from '@lifeguard/shared/ui/alert';

const StyledArea = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(22rem, calc(100vw - 2rem));
`;

const VARIANT = { success: 'success', error: 'danger', warning: 'warning', info: 'info' } as const;

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (toast.duration <= 0) return undefined;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.duration]);
  return (
    <Alert variant={VARIANT[toast.type]} onClose={() => dispatch(toastDismissed(toast.id))}>
      {toast.message}
    </Alert>
  );
}

/** Bottom-right stack of toasts (spec 000 §2, §4): each leaves after its duration or on Close. */
export function ToastArea() {
  const toasts = useAppSelector(selectToasts);
  return (
    <StyledArea aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </StyledArea>
  );
}

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

type FocusTarget = 'first' | 'last';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/**
 * A menu button after the WAI-ARIA menu button pattern, for the user menu (spec 001 §2). Click,
 * Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End
 * move focus; Escape closes it and returns focus to the trigger; Tab, an outside click or choosing
 * an item close it. Spread `triggerProps` on the button and `menuProps` on the role="menu" list.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>('first');
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const openAt = useCallback((target: FocusTarget) => {
    setFocusTarget(target);
    setOpen(true);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const items = menuItems(menuRef.current);
    (focusTarget === 'first' ? items[0] : items.at(-1))?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open, focusTarget]);

  const handleTriggerClick = () => (open ? close(true) : openAt('first'));

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (Object.hasOwn(moves, event.key)) {
      event.preventDefault();
      items[moves[event.key] ?? 0]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return {
    open,
    containerRef,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: handleTriggerClick,
      onKeyDown: handleTriggerKeyDown,
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      role: 'menu',
      onKeyDown: handleMenuKeyDown,
      onClick: () => close(false),
    },
  };
}

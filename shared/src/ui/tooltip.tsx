import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react-dom';
import {
  cloneElement,
  useId,
  useMemo,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type MouseEventHandler,
  type ReactElement,
  type Ref,
  type RefCallback,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { TOOLTIP_DISTANCE_PX, useTooltipOpen } from './use-tooltip-open';

/** What the Tooltip adds to its trigger; the trigger's own values are kept and called first. */
type TriggerProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onMouseEnter?: MouseEventHandler;
  onMouseLeave?: MouseEventHandler;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
  onKeyDown?: KeyboardEventHandler;
};

export type TooltipProps = {
  /** The text shown, and the trigger's accessible description (never its name). */
  content: string;
  /** The one element it describes. Keyboard users reach only a focusable one: give text `tabIndex={0}`. */
  children: ReactElement<TriggerProps>;
  /** Side of the trigger it prefers; it flips and shifts to stay in the viewport. */
  placement?: Placement;
};

const appear = keyframes`from { opacity: 0; }`;

// `&&`: it sits inside other components' markup, whose descendant rules (`span { ... }`) must lose.
const StyledTooltip = styled.span`
  && {
    z-index: ${({ theme }) => theme.zIndex.tooltip};
    display: block;
    width: max-content;
    max-width: min(${({ theme }) => `${theme.tooltipMaxWidth}, calc(100vw - 2 * ${theme.space.sm})`});
    overflow: visible;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.text};
    color: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    line-height: 1.4;
    text-align: start;
    white-space: normal;
    overflow-wrap: anywhere;
    animation: ${appear} 120ms ease-out;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
  &&[hidden] {
    display: none;
  }
`;

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

function chain<E>(own: ((event: E) => void) | undefined, added: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    added(event);
  };
}

/**
 * The one tooltip (spec 001 §9, issue 33 item 4), in place of `title` attributes: shown 200 ms
 * after the pointer enters `children` or focus arrives, 5 px from it (Floating UI), hidden 400 ms
 * after the pointer leaves (unless it moved onto the tooltip), at once on blur or Escape.
 * `children` gets `aria-describedby` pointing at the role="tooltip" element, which is always
 * rendered (hidden until shown) so a screen reader has the description as soon as focus arrives;
 * the trigger's accessible name (an icon button's aria-label) stays as it is. It fades in, not
 * for those who ask for reduced motion; its colours are the theme's, light or dark.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const { open, triggerHandlers, tooltipHandlers } = useTooltipOpen();
  const { refs, floatingStyles } = useFloating({
    open,
    placement,
    // Fixed: not clipped by an ancestor's overflow (the user menu, a scrolling panel).
    strategy: 'fixed',
    middleware: [offset(TOOLTIP_DISTANCE_PX), flip(), shift({ padding: TOOLTIP_DISTANCE_PX })],
    whileElementsMounted: autoUpdate,
  });
  const own = children.props;
  const ref = useMemo(() => mergeRefs(own.ref, refs.setReference), [own.ref, refs.setReference]);
  const trigger = cloneElement(children, {
    ref,
    'aria-describedby': own['aria-describedby'] ? `${own['aria-describedby']} ${id}` : id,
    onMouseEnter: chain(own.onMouseEnter, triggerHandlers.onMouseEnter),
    onMouseLeave: chain(own.onMouseLeave, triggerHandlers.onMouseLeave),
    onFocus: chain(own.onFocus, triggerHandlers.onFocus),
    onBlur: chain(own.onBlur, triggerHandlers.onBlur),
    onKeyDown: chain(own.onKeyDown, triggerHandlers.onKeyDown),
  });
  return (
    <>
      {trigger}
      <StyledTooltip
        // Positioned (and kept in place on scroll) only while shown.
        ref={open ? refs.setFloating : null}
        id={id}
        role="tooltip"
        hidden={!open}
        style={open ? floatingStyles : undefined}
        {...tooltipHandlers}
      >
        {content}
      </StyledTooltip>
    </>
  );
}

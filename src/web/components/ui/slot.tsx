import {
  type CSSProperties,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

type AnyProps = Record<string, unknown>;

function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) (ref as { current: T | null }).current = node;
      return undefined;
    });
    return () => {
      for (const [index, cleanup] of cleanups.entries()) {
        if (typeof cleanup === 'function') cleanup();
        else {
          const ref = refs[index];
          if (typeof ref === 'function') ref(null);
          else if (ref) (ref as { current: T | null }).current = null;
        }
      }
    };
  };
}

/**
 * Renders its only child with these props merged in (the `asChild` pattern): class names are joined, styles
 * merged, event handlers both run (the child's first), refs both set, and the child's other props win. A small
 * stand-in for Radix's Slot, because Button is on every page's first download.
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: ReactNode }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps>;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'style') {
      merged.style = { ...(slotValue as CSSProperties), ...(childValue as CSSProperties) };
    } else if (name === 'ref' && childValue) {
      merged.ref = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
    }
  }
  return cloneElement(child, merged);
}

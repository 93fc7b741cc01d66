/**
 * Letters typed into an island's pre-rendered inputs before React arrived (client:intent) stay in the inputs: React
 * keeps the DOM's value while hydrating. This hook hands them to the island once, on mount, so its state (and
 * whatever follows from it, e.g. suggestions) catches up with what the person sees.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';

export function useTypedBeforeHydration(
  root: RefObject<HTMLElement | null>,
  onTyped: (input: HTMLInputElement) => void,
) {
  const typed = useEffectEvent(onTyped);
  useEffect(() => {
    const inputs = [...(root.current?.querySelectorAll('input') ?? [])].filter((i) => i.value !== i.defaultValue);
    // The box the person is in wins; otherwise the first one with text.
    const input = inputs.find((i) => i === document.activeElement) ?? inputs[0];
    if (input) typed(input);
  }, [root]);
}

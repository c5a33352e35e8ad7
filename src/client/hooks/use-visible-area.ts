import { useEffect, useState, type CSSProperties } from "react";

/**
 * Where a centred modal box should sit while `active`: in the part of the page
 * still visible (the visual viewport), which the on-screen keyboard shrinks on
 * browsers that leave the layout viewport as it was. Nothing before it is
 * measured (server render, first paint): the box's own CSS caps it by `dvh`.
 * Its height is at most `heightShare` of what is visible, when given; else all
 * of it but a 1 rem margin each side.
 */
export function useVisibleArea(active: boolean, heightShare?: number): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useEffect(() => {
    const viewport = typeof window === "undefined" ? undefined : window.visualViewport;
    if (!active || !viewport) return;
    const place = () =>
      setStyle({
        top: `${viewport.offsetTop + viewport.height / 2}px`,
        maxHeight: `${Math.max(heightShare === undefined ? viewport.height - 32 : viewport.height * heightShare, 160)}px`,
      });
    place();
    viewport.addEventListener("resize", place);
    viewport.addEventListener("scroll", place);
    return () => {
      viewport.removeEventListener("resize", place);
      viewport.removeEventListener("scroll", place);
      // A box opened again is placed afresh, never first where the last one was left.
      setStyle(undefined);
    };
  }, [active, heightShare]);
  return active ? style : undefined;
}

import { Badge, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { HELP_OVERLAY_TOP_Z_INDEX } from '../../../core/ui/layer-z-indexes';
import { uniqueAnchors } from '../model/anchor-badges';
import { isAnchorShown, useAnchorRect } from '../useAnchorRect';
import { useBadgeSpot } from '../useBadgeSpot';

/** The shown elements' anchors in page order, one per anchor. */
function scanAnchors(): string[] {
  const anchors = [...document.querySelectorAll('[data-help-anchor]')]
    .map((element) => element.getAttribute('data-help-anchor') ?? '')
    .filter((anchor) => anchor !== '' && isAnchorShown(anchor));
  return uniqueAnchors(anchors);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** The page's anchors, followed as elements come and go (a drawer opens, a list loads). */
function usePageAnchors(): string[] {
  const [anchors, setAnchors] = useState<string[]>(scanAnchors);
  useEffect(() => {
    const update = () => {
      const next = scanAnchors();
      setAnchors((previous) => (sameList(previous, next) ? previous : next));
    };
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributeFilter: ['data-help-anchor', 'hidden', 'class'],
    });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return anchors;
}

interface AnchorBadgesProps {
  /** What choosing a badge does: edit the anchor's help item, or pick it for a tutorial item. */
  onChoose: (anchor: string) => void;
  /** 'Edit help for' (edit mode) or 'Select' (picking an element for a tutorial item). */
  verb: string;
  chosen?: string | null;
}

/**
 * Edit mode's badges (S2 §2): one per unique anchor on the current page, at a corner of its
 * element, clear of the page's controls (`badgeSpot`). Each is a button named after its anchor,
 * so keyboard users reach them too.
 */
export function AnchorBadges({ onChoose, verb, chosen }: AnchorBadgesProps) {
  const anchors = usePageAnchors();
  return (
    <>
      {anchors.map((anchor) => (
        <AnchorBadge
          key={anchor}
          anchor={anchor}
          label={`${verb} ${anchor}`}
          chosen={anchor === chosen}
          onChoose={onChoose}
        />
      ))}
    </>
  );
}

interface AnchorBadgeProps {
  anchor: string;
  label: string;
  chosen: boolean;
  onChoose: (anchor: string) => void;
}

function AnchorBadge({ anchor, label, chosen, onChoose }: AnchorBadgeProps) {
  const rect = useAnchorRect(anchor);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const spot = useBadgeSpot(anchor, button);
  if (!rect) return null;
  return (
    <UnstyledButton
      ref={setButton}
      aria-label={label}
      aria-pressed={chosen}
      onClick={() => onChoose(anchor)}
      data-help-badge
      style={{
        position: 'fixed',
        // Measured where it is drawn first, then placed before the browser paints it.
        top: spot?.top ?? rect.top,
        left: spot?.left ?? rect.left,
        visibility: spot ? undefined : 'hidden',
        // As high as the badge it holds, so that its box is the badge's own.
        display: 'flex',
        zIndex: HELP_OVERLAY_TOP_Z_INDEX,
      }}
    >
      {/* Filled: the theme gives text on a filled colour black or white by its luminance (axe:
          the light variant's orange on pale orange was 3.6:1). Chosen is green, aria-pressed. */}
      <Badge size="sm" variant="filled" color={chosen ? 'green' : 'orange'} tt="none">
        {anchor}
      </Badge>
    </UnstyledButton>
  );
}

import type { ReactNode, SVGProps } from 'react';

/**
 * The shell's few control icons as inline SVG (outline shapes after Tabler Icons, MIT), so the
 * bundle carries no icon library. Decorative: the control around an icon carries its name.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number; filled?: boolean };

export function SvgIcon({ size = 20, filled = false, shape, ...props }: IconProps & { shape: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {shape}
    </svg>
  );
}

export const HomeIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <path d="M5 12H3l9-9 9 9h-2" />
        <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
        <path d="M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6" />
      </>
    }
  />
);

export const StarIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <path d="M12 17.75l-6.172 3.245 1.179-6.873-5-4.867 6.9-1L12 2l3.086 6.253 6.9 1-5 4.867 1.179 6.873z" />
    }
  />
);

export const AppsIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <rect x="4" y="4" width="6" height="6" rx="1" />
        <rect x="14" y="4" width="6" height="6" rx="1" />
        <rect x="4" y="14" width="6" height="6" rx="1" />
        <rect x="14" y="14" width="6" height="6" rx="1" />
      </>
    }
  />
);

export const ReportsIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <rect x="3" y="12" width="6" height="8" rx="1" />
        <rect x="9" y="8" width="6" height="12" rx="1" />
        <rect x="15" y="4" width="6" height="16" rx="1" />
      </>
    }
  />
);

export const FormsIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2" />
        <rect x="9" y="3" width="6" height="4" rx="2" />
        <path d="M9 12h6M9 16h6" />
      </>
    }
  />
);

export const LinksIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <path d="M9 15l6-6" />
        <path d="M11 6l.463-.536a5 5 0 0 1 7.071 7.072l-.534.464" />
        <path d="M13 18l-.397.534a5.068 5.068 0 0 1-7.127 0 4.972 4.972 0 0 1 0-7.071l.524-.463" />
      </>
    }
  />
);

export const BellIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <path d="M10 5a2 2 0 1 1 4 0 7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6" />
        <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
      </>
    }
  />
);

export const SettingsIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <path d="M10.325 4.317c.426-1.756 2.924-1.756 3.35 0a1.724 1.724 0 0 0 2.573 1.066c1.543-.94 3.31.826 2.37 2.37a1.724 1.724 0 0 0 1.065 2.572c1.756.426 1.756 2.924 0 3.35a1.724 1.724 0 0 0-1.066 2.573c.94 1.543-.826 3.31-2.37 2.37a1.724 1.724 0 0 0-2.572 1.065c-.426 1.756-2.924 1.756-3.35 0a1.724 1.724 0 0 0-2.573-1.066c-1.543.94-3.31-.826-2.37-2.37a1.724 1.724 0 0 0-1.065-2.572c-1.756-.426-1.756-2.924 0-3.35a1.724 1.724 0 0 0 1.066-2.573c-.94-1.543.826-3.31 2.37-2.37 1 .608 2.296.07 2.572-1.065z" />
        <circle cx="12" cy="12" r="3" />
      </>
    }
  />
);

export const HelpIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 17v.01" />
        <path d="M12 13.5a1.5 1.5 0 0 1 1-1.5 2.6 2.6 0 1 0-3-4" />
      </>
    }
  />
);

export const MenuIcon = (props: IconProps) => (
  <SvgIcon {...props} shape={<path d="M4 6h16M4 12h16M4 18h16" />} />
);

export const BackIcon = (props: IconProps) => (
  <SvgIcon {...props} shape={<path d="M5 12h14M5 12l6 6M5 12l6-6" />} />
);

export const ChevronDownIcon = (props: IconProps) => <SvgIcon {...props} shape={<path d="M6 9l6 6 6-6" />} />;

export const ChevronRightIcon = (props: IconProps) => (
  <SvgIcon {...props} shape={<path d="M9 6l6 6-6 6" />} />
);

export const ChevronLeftIcon = (props: IconProps) => (
  <SvgIcon {...props} shape={<path d="M15 6l-6 6 6 6" />} />
);

/** Announcements (a speakerphone). */
export const SpeakerphoneIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <path d="M18 8a3 3 0 0 1 0 6" />
        <path d="M10 8v11a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1v-5" />
        <path d="M12 8h0l4.524-3.77A.9.9 0 0 1 18 4.922v12.156a.9.9 0 0 1-1.476.692L12 14H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h8" />
      </>
    }
  />
);

/** The list pane shown: a sidebar with an arrow pointing in (hide it). */
export const CollapseListIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <rect x="4" y="4" width="16" height="16" rx="2" />
        <path d="M9 4v16M15 10l-2 2 2 2" />
      </>
    }
  />
);

/** The list pane hidden: a sidebar with an arrow pointing out (show it). */
export const ExpandListIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <rect x="4" y="4" width="16" height="16" rx="2" />
        <path d="M9 4v16M14 10l2 2-2 2" />
      </>
    }
  />
);

/** App names shown: lines of text beside bullets (hide them). */
export const NamesShownIcon = (props: IconProps) => (
  <SvgIcon {...props} shape={<path d="M4 6h.01M4 12h.01M4 18h.01M8 6h12M8 12h12M8 18h12" />} />
);

/** App names hidden: bullets only (show them). */
export const NamesHiddenIcon = (props: IconProps) => (
  <SvgIcon {...props} shape={<path d="M4 6h.01M4 12h.01M4 18h.01M8 6h3M8 12h3M8 18h3" />} />
);

import type { SVGProps } from 'react';
import { Icon } from '../../../shared/ui/icons/icons.tsx';

/** Responsible play's menu icon: an hourglass (time and limits). */
export const HourglassIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M6 3h12M6 21h12" />
    <path d="M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9" />
  </Icon>
);

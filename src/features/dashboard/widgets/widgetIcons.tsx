import { strokeIcon } from '../../../ui/icons';

export const GripIcon = strokeIcon('GripIcon', [
  <circle key="a" cx="9" cy="6" r="1" />,
  <circle key="b" cx="15" cy="6" r="1" />,
  <circle key="c" cx="9" cy="12" r="1" />,
  <circle key="d" cx="15" cy="12" r="1" />,
  <circle key="e" cx="9" cy="18" r="1" />,
  <circle key="f" cx="15" cy="18" r="1" />,
]);
export const SettingsIcon = strokeIcon('SettingsIcon', [
  <path key="lines" d="M4 7h10M18 7h2M4 17h4M12 17h8" />,
  <circle key="top" cx="16" cy="7" r="2" />,
  <circle key="bottom" cx="10" cy="17" r="2" />,
]);
export const ExpandIcon = strokeIcon('ExpandIcon', <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
export const CloseIcon = strokeIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);
export const MoreIcon = strokeIcon('MoreIcon', [
  <circle key="a" cx="5" cy="12" r="1" />,
  <circle key="b" cx="12" cy="12" r="1" />,
  <circle key="c" cx="19" cy="12" r="1" />,
]);
export const SidebarIcon = strokeIcon('SidebarIcon', [<rect key="frame" x="3.5" y="4.5" width="17" height="15" rx="2" />, <path key="bar" d="M9 4.5v15" />]);
export const CopyIcon = strokeIcon('CopyIcon', [<rect key="front" x="8.5" y="8.5" width="11" height="11" rx="2" />, <path key="back" d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />]);
export const CompassIcon = strokeIcon('CompassIcon', [<circle key="c" cx="12" cy="12" r="8.5" />, <path key="n" d="m15.5 8.5-2 5-5 2 2-5z" />]);

/**
 * The transaction list's icons, drawn like the shell's (24-unit strokes in the current text
 * colour) so they follow every theme.
 */
import { strokeIcon } from './icons';

export { PencilIcon, PlusIcon, TrashIcon } from './icons';

export const SearchIcon = strokeIcon('SearchIcon', [<circle key="lens" cx="11" cy="11" r="6.5" />, <path key="handle" d="m16 16 4.5 4.5" />]);

export const UploadIcon = strokeIcon('UploadIcon', [<path key="arrow" d="M12 15V4m-4 4 4-4 4 4" />, <path key="tray" d="M4 15v4.5h16V15" />]);

export const DownloadIcon = strokeIcon('DownloadIcon', [<path key="arrow" d="M12 4v11m-4-4 4 4 4-4" />, <path key="tray" d="M4 15v4.5h16V15" />]);

export const ColumnsIcon = strokeIcon('ColumnsIcon', [<rect key="frame" x="3.5" y="4.5" width="17" height="15" rx="1.5" />, <path key="lines" d="M9.5 4.5v15M14.5 4.5v15" />]);

export const FilterIcon = strokeIcon('FilterIcon', <path d="M4 5h16l-6.5 7.5V19l-3-1.5v-5z" />);

export const ChevronDownIcon = strokeIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

export const ArrowUpIcon = strokeIcon('ArrowUpIcon', <path d="M12 19V5m-6 6 6-6 6 6" />);

export const ArrowDownIcon = strokeIcon('ArrowDownIcon', <path d="M12 5v14m-6-6 6 6 6-6" />);

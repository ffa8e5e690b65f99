/**
 * An actions menu whose code (Chakra's menu, about 19 KB compressed) loads on the first click:
 * the dashboard shows a dozen of these buttons and most visits never open one.
 */
import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { MoreIcon } from '../widgets/widgetIcons';
import type { ActionsMenuProps } from './ActionsMenu';

const ActionsMenu = lazy(() => import('./ActionsMenu').then((module) => ({ default: module.ActionsMenu })));

export function DeferredActionsMenu(props: Omit<ActionsMenuProps, 'defaultOpen'>) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <IconButton aria-label={props.label} size="2xs" variant="ghost" aria-haspopup="menu" onClick={() => setWanted(true)}>
      <MoreIcon />
    </IconButton>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ActionsMenu {...props} defaultOpen />
    </Suspense>
  );
}

import { Outlet, useLocation, useNavigation } from 'react-router';
import { useFocusHeadingOnNavigation } from './a11y/focusOnNavigation';
import { useRouteTitle } from './a11y/pageTitle';
import { Loader } from '../ui/Loader';
import { isShellPath } from './shellPaths';

/**
 * The root of every page: shows the Loader while the next screen's code is being fetched. Between
 * two screens of the app shell the shell stays and shows the Loader in its main area instead, so
 * the navigation does not flash away. It also names every screen in the document title and moves
 * focus to the new screen's heading after a navigation.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useRouteTitle();
  useFocusHeadingOnNavigation(pathname);
  const withinShell = navigation.location !== undefined && isShellPath(pathname) && isShellPath(navigation.location.pathname);
  return navigation.state === 'loading' && !withinShell ? <Loader /> : <Outlet />;
}

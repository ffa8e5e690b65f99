import { Outlet, useLocation, useNavigation } from 'react-router';
import { Loader } from './Loader';
import { isShellPath } from './shellPaths';

/**
 * The root of every page: shows the Loader while the next screen's code is being fetched. Between
 * two screens of the app shell the shell stays and shows the Loader in its main area instead, so
 * the navigation does not flash away.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const withinShell = navigation.location !== undefined && isShellPath(pathname) && isShellPath(navigation.location.pathname);
  return navigation.state === 'loading' && !withinShell ? <Loader /> : <Outlet />;
}

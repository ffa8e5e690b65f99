import { Outlet, useNavigation } from 'react-router';
import { Loader } from './Loader';

/** The root of every page: shows the Loader while the next screen's code is being fetched. */
export function RootLayout() {
  return useNavigation().state === 'loading' ? <Loader /> : <Outlet />;
}

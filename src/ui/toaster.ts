import { createToaster } from '@chakra-ui/react';

/**
 * The app's one toast queue (at most 3 at once, hidden after 5 s, bottom left): call
 * `toaster.create({ title, type })` anywhere. <AppToaster /> renders it.
 */
export const toaster = createToaster({ placement: 'bottom-start', max: 3, duration: 5000 });

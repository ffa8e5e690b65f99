import { createToaster } from '@chakra-ui/react';

/**
 * The app's one toast queue (spec §2 "Toasts": at most 3, 5 s, bottom left): call
 * `toaster.create({ title, type })` anywhere. <AppToaster /> renders it.
 */
export const toaster = createToaster({ placement: 'bottom-start', max: 3, duration: 5000 });

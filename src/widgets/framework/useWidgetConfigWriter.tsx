/**
 * How a widget writes its own config from inside itself (a quick option chosen, a table's sort or
 * columns changed), without knowing where it is stored. The dashboard's widget frame provides the
 * writer; where nothing may be written (an embed, a read-only view, a test without one) there is
 * none, and the widget leaves out the controls that would write.
 */
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Merges `patch` into the widget's stored config (at its current config version) and saves it.
 * Rejects, saving nothing, when a patched value is not one its field accepts or the save fails.
 */
export type WriteConfig = (patch: Readonly<Record<string, unknown>>) => Promise<void>;

const WidgetConfigWriterContext = createContext<WriteConfig | null>(null);

export function WidgetConfigWriter({ write, children }: { write: WriteConfig | null; children: ReactNode }) {
  return <WidgetConfigWriterContext.Provider value={write}>{children}</WidgetConfigWriterContext.Provider>;
}

/** The writer of the widget being rendered, or null where the widget cannot write its config. */
export function useWriteConfig(): WriteConfig | null {
  return useContext(WidgetConfigWriterContext);
}

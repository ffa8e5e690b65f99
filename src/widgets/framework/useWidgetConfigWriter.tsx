/**
 * How a widget saves a setting it changes itself (a table's sort or columns, a chart's quick
 * option): the frame around it provides a writer that merges a patch into the widget's stored
 * config. Where the widget cannot save (an embed, a read-only view) there is none, and the
 * widget keeps the change for the visit only.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** Merges `patch` (some of the widget's config fields) into its stored config. */
export type WriteConfig = (patch: Record<string, unknown>) => Promise<void>;

const WidgetConfigWriterContext = createContext<WriteConfig | null>(null);

export function WidgetConfigWriterProvider({ write, children }: { write: WriteConfig | null; children: ReactNode }) {
  return <WidgetConfigWriterContext.Provider value={write}>{children}</WidgetConfigWriterContext.Provider>;
}

/** The widget's writer, or null where its config cannot be saved. */
export function useWriteConfig(): WriteConfig | null {
  return useContext(WidgetConfigWriterContext);
}

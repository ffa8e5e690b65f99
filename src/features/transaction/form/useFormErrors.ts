import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { CommonField, ServerErrors } from './serverErrors';
import type { RowErrors, RowField } from './transactionRules';

export interface RowErrorState {
  fields: RowErrors;
  /** Messages about the row that name no field the form shows. */
  general: string[];
}

export const NO_ROW_ERRORS: RowErrorState = { fields: {}, general: [] };

/**
 * The errors shown by a transaction form, by row key, shared field and on top. Each time errors
 * are set, focus moves to the first invalid field, so keyboard and screen-reader users land on it.
 */
export function useFormErrors(formRef: RefObject<HTMLFormElement | null>) {
  const [rows, setRows] = useState<Record<string, RowErrorState>>({});
  const [common, setCommon] = useState<Partial<Record<CommonField, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formRef]);

  const show = useCallback((next: { rows?: Record<string, RowErrorState>; common?: Partial<Record<CommonField, string>>; general?: string[] }) => {
    setRows(next.rows ?? {});
    setCommon(next.common ?? {});
    setGeneral(next.general ?? []);
    setAttempt((count) => count + 1);
  }, []);

  /** The server's errors, on the rows sent in `keys` order. */
  const showServer = useCallback(
    (mapped: ServerErrors, keys: readonly string[]) => {
      const byKey: Record<string, RowErrorState> = {};
      const top = [...mapped.general];
      for (const [index, errors] of mapped.rows) {
        const key = keys[index];
        if (key === undefined) {
          top.push(...errors.map((e) => e.message));
          continue;
        }
        const state: RowErrorState = (byKey[key] ??= { fields: {}, general: [] });
        for (const { field, message } of errors) {
          if (field && !state.fields[field]) state.fields[field] = message;
          else state.general.push(message);
        }
      }
      show({ rows: byKey, common: mapped.common, general: top });
    },
    [show],
  );

  const clearRowField = useCallback((key: string, field: RowField) => {
    setRows((current) => {
      const row = current[key];
      if (!row?.fields[field] && !row?.general.length) return current;
      const { [field]: _dropped, ...fields } = row.fields;
      // A row-wide message may be about the field just changed: it goes too.
      return { ...current, [key]: { fields, general: [] } };
    });
  }, []);

  const clearCommon = useCallback((field: CommonField) => {
    setCommon((current) => {
      if (!current[field]) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  return { rows, common, general, show, showServer, clearRowField, clearCommon };
}

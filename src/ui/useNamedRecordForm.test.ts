import { act, renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { NAME_REQUIRED } from './namedRecordForm';
import { useNamedRecordForm } from './useNamedRecordForm';

function renderForm(initial: { name: string; description: string; extra?: boolean }) {
  const nameRef = createRef<HTMLInputElement>();
  return renderHook(() => useNamedRecordForm(initial, nameRef));
}

describe('useNamedRecordForm', () => {
  it('keeps its messages until a send is tried, then follows the values', () => {
    const { result } = renderForm({ name: '', description: '' });
    expect(result.current.fields.errors).toEqual({});

    let sent: ReturnType<typeof result.current.checkToSend> = null;
    act(() => {
      sent = result.current.checkToSend();
    });
    expect(sent).toBeNull();
    expect(result.current.fields.errors).toEqual({ name: NAME_REQUIRED });

    act(() => result.current.fields.onChange({ name: ' IBKR ' }));
    expect(result.current.fields.errors).toEqual({});
    act(() => {
      sent = result.current.checkToSend();
    });
    expect(sent).toEqual({ name: 'IBKR', description: null });
  });

  it('compares the name and description as they would be sent, and keeps the other values', () => {
    const { result } = renderForm({ name: 'Kids', description: '', extra: true });
    expect(result.current.namedUnchanged).toBe(true);
    act(() => result.current.fields.onChange({ description: '  ' }));
    expect(result.current.namedUnchanged).toBe(true);
    act(() => result.current.fields.onChange({ name: 'Kids 2' }));
    expect(result.current.namedUnchanged).toBe(false);
    expect(result.current.values).toEqual({ name: 'Kids 2', description: '  ', extra: true });
  });
});

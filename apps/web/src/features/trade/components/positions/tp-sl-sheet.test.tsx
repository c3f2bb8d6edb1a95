import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Position } from '@waihui/contracts';
import { getToast } from '@/lib/toast/toast';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { setUpFormTests } from '@/test/form';
import { renderInApp } from '@/test/render';
import { OPEN_POSITION } from '@/test/trading-fixtures';
import { TpSlSheet } from './tp-sl-sheet';

/** The fixture long: open at 60,010, current (bid) 60,500. */
function renderSheet(position: Position = OPEN_POSITION) {
  const onDone = vi.fn();
  const api = mockApi({
    setStops: (call: RecordedCall) => {
      const body = call.body as { take_profit: string | null; stop_loss: string | null };
      return {
        data: {
          position: { ...position, take_profit: body.take_profit, stop_loss: body.stop_loss },
        },
      };
    },
  });
  renderInApp(<TpSlSheet position={position} onDone={onDone} />, {
    path: '/pages/chicang/chicang',
  });
  return { api, onDone };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('TP/SL sheet', () => {
  setUpFormTests({ token: 'tok', namespaces: ['positions', 'identity', 'messages'] });

  it('is a modal dialog naming the position, its open and current price', () => {
    renderSheet();
    const dialog = screen.getByRole('dialog', { name: 'Take-profit and stop-loss' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByTestId('tpsl-context').textContent).toBe(
      'BTCUSD, Open long: open price 60,010, current price 60,500',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Take-profit price').value).toBe('');
  });

  it('refuses a take-profit below the open price before any request, with the product.md §5.6 message', () => {
    const { api } = renderSheet();
    type('Take-profit price', '60000');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Take-profit cannot be below the open price (60,010)',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Take-profit price'));
    // Above the open price but below the current bid: the second half of the rule.
    type('Take-profit price', '60400');
    expect(screen.getByRole('alert').textContent).toBe(
      'Take-profit cannot be below the current price (60,500)',
    );
    type('Take-profit price', '61000');
    type('Stop-loss price', '60600');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Stop-loss cannot be above the open price (60,010)',
    );
    expect(api.calls).toEqual([]);
  });

  it('allows equality with the prices (product.md §5.6) and sends the exact body', async () => {
    const { api, onDone } = renderSheet();
    // TP equal to the current bid, SL equal to the open price: both allowed.
    type('Take-profit price', '60500');
    type('Stop-loss price', '60010');
    submit();
    await waitFor(() =>
      expect(getToast()).toMatchObject({ text: 'Take-profit and stop-loss set' }),
    );
    expect(api.actions()).toEqual([
      expect.objectContaining({
        path: '/api/lever/setstop',
        body: { position_id: 7, take_profit: '60500', stop_loss: '60010' },
      }),
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('removes one side with null and keeps the other', async () => {
    const { api } = renderSheet({ ...OPEN_POSITION, take_profit: '61000', stop_loss: '59000' });
    expect(screen.getByLabelText<HTMLInputElement>('Take-profit price').value).toBe('61000');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the take-profit' }));
    expect(screen.getByLabelText<HTMLInputElement>('Take-profit price').value).toBe('');
    submit();
    await waitFor(() => expect(api.actions()).toHaveLength(1));
    expect(api.actions()[0]?.body).toEqual({
      position_id: 7,
      take_profit: null,
      stop_loss: '59000',
    });
  });

  it('checks a short the other way round', () => {
    const { api } = renderSheet({
      ...OPEN_POSITION,
      side: 'short',
      open_price: '60000',
      current_price: '59500',
    });
    type('Take-profit price', '59600');
    type('Stop-loss price', '59900');
    submit();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Take-profit cannot be above the current price (59,500)',
      'Stop-loss cannot be below the open price (60,000)',
    ]);
    expect(api.calls).toEqual([]);
  });

  it('shows the server refusal under its field when the price moved meanwhile', async () => {
    mockApi({
      setStops: {
        fail: 'TAKE_PROFIT_BELOW_CURRENT_PRICE',
        msg: 'Take-profit cannot be below the current price (61200)',
      },
    });
    const onDone = vi.fn();
    renderInApp(<TpSlSheet position={OPEN_POSITION} onDone={onDone} />);
    type('Take-profit price', '61000');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Take-profit cannot be below the current price (61200)');
    expect(alert.id).toBe('tpsl-takeProfit-error');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes without a request on Cancel', () => {
    const { api, onDone } = renderSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual([]);
  });
});

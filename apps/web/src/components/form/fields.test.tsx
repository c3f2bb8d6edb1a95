import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { tryParseDecimal } from '@waihui/core';
import { ApiError } from '@/lib/http/client';
import { hideToast } from '@/lib/toast/toast';
import { type } from '@/test/form';
import { setUpI18n } from '@/test/render';
import { ChoiceField } from './choice-field';
import { ConfirmSheet } from './confirm-sheet';
import { AmountField, SelectField, TextAreaField } from './fields';
import { useForm } from './use-form';

/**
 * A ticket as the trading forms write one: issues shown as soon as a field is edited (the button
 * stays disabled until the values are valid), a select, a choice, an amount with its currency
 * and a note, and a text area with a counter.
 */
function Ticket({ send }: { send: () => Promise<void> }) {
  const [currency, setCurrency] = useState<'USD' | 'EUR'>('USD');
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const tooMuch = tryParseDecimal(amount)?.gt(100) ?? false;
  const form = useForm(
    {
      name: 'ticket',
      fields: ['currency', 'amount', 'comment'],
      server: { CURRENCY_INVALID: 'currency' },
      showIssues: 'onEdit',
    },
    {
      amount: tooMuch ? 'INSUFFICIENT_BALANCE' : null,
      comment: comment.length > 5 ? { code: 'FEEDBACK_TOO_LONG', params: { max: 5 } } : null,
    },
  );
  return (
    <form noValidate onSubmit={form.onSubmit(send)}>
      <SelectField
        field={form.field('currency')}
        label="Currency"
        value={currency}
        options={[
          { value: 'USD', label: 'US dollar' },
          { value: 'EUR', label: 'Euro' },
        ]}
        onChange={setCurrency}
      />
      <ChoiceField
        legend="Side"
        value={side}
        onChange={setSide}
        choices={[
          { value: 'buy', label: 'Buy', tone: 'rise' },
          { value: 'sell', label: 'Sell', tone: 'fall' },
        ]}
      />
      <AmountField
        field={form.field('amount')}
        label="Amount"
        currency={currency}
        value={amount}
        onChange={setAmount}
        note={`Available: 100 ${currency}`}
      />
      <TextAreaField
        field={form.field('comment')}
        label="Comment"
        value={comment}
        onChange={setComment}
        note={`${comment.length} / 5`}
      />
      <p data-testid="side">{side}</p>
      <button type="submit" disabled={tooMuch || form.submitting}>
        Send
      </button>
    </form>
  );
}

function errors(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}

describe('the form kit: tickets, selects, choices, notes, the confirm step', () => {
  beforeAll(async () => {
    await setUpI18n(['identity', 'messages']);
  });
  afterEach(() => {
    hideToast();
  });

  it("shows an edited field's issue at once when the spec says onEdit, and only that field's", () => {
    render(<Ticket send={() => Promise.resolve()} />);
    expect(errors()).toEqual([]);
    type('Amount (USD)', '150');
    expect(errors()).toEqual(['Insufficient balance']);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    type('Amount (USD)', '50');
    expect(errors()).toEqual([]);
    type('Comment', 'too long');
    expect(errors()).toEqual(['Feedback can be at most 5 characters']);
  });

  it('names the currency in the label and links the note, then the error, to the control', () => {
    render(<Ticket send={() => Promise.resolve()} />);
    const amount = screen.getByLabelText('Amount (USD)');
    expect(amount.getAttribute('aria-describedby')).toBe('ticket-amount-note');
    expect(document.getElementById('ticket-amount-note')?.textContent).toBe('Available: 100 USD');
    type('Amount (USD)', '150');
    expect(amount.getAttribute('aria-describedby')).toBe('ticket-amount-note ticket-amount-error');
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'EUR' } });
    expect(screen.getByLabelText('Amount (EUR)').id).toBe('ticket-amount');
    expect(screen.getByLabelText('Comment').getAttribute('aria-describedby')).toBe(
      'ticket-comment-note',
    );
  });

  it("puts the server's refusal under the select, cleared by choosing again", async () => {
    const send = vi.fn(() =>
      Promise.reject(new ApiError('envelope', 'Unknown currency', { reason: 'CURRENCY_INVALID' })),
    );
    render(<Ticket send={send} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await Promise.resolve();
    });
    const select = screen.getByLabelText('Currency');
    expect([errors(), select.getAttribute('aria-describedby')]).toEqual([
      ['Unknown currency'],
      'ticket-currency-error',
    ]);
    fireEvent.change(select, { target: { value: 'EUR' } });
    expect(errors()).toEqual([]);
  });

  it('the choice is a named radio group; the chosen one carries its tone', () => {
    render(<Ticket send={() => Promise.resolve()} />);
    const group = screen.getByRole('group', { name: 'Side' });
    const sell = within(group).getByRole<HTMLInputElement>('radio', { name: 'Sell' });
    expect(within(group).getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
    fireEvent.click(sell);
    expect([sell.checked, screen.getByTestId('side').textContent]).toEqual([true, 'sell']);
    expect(sell.closest('.wh-choice')?.getAttribute('data-tone')).toBe('fall');
  });

  it("a bound choice takes the field's id, shows a form's own message under it, and is focused", async () => {
    function Question() {
      const [answer, setAnswer] = useState<'yes' | 'no' | undefined>(undefined);
      const form = useForm(
        { name: 'quiz', fields: ['loss'] },
        {
          loss:
            answer === 'yes'
              ? null
              : { message: answer === undefined ? 'Choose one.' : 'Not quite.' },
        },
      );
      return (
        <form noValidate onSubmit={form.onSubmit(() => Promise.resolve())}>
          <ChoiceField
            field={form.field('loss')}
            look="list"
            legend="Can you lose more than your margin?"
            value={answer}
            onChange={setAnswer}
            choices={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
          />
          <button type="submit">Continue</button>
        </form>
      );
    }
    render(<Question />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await Promise.resolve();
    });
    const group = screen.getByRole('group', { name: 'Can you lose more than your margin?' });
    expect([errors(), group.id, group.getAttribute('aria-describedby')]).toEqual([
      ['Choose one.'],
      'quiz-loss',
      'quiz-loss-error',
    ]);
    expect(document.activeElement).toBe(group);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect([errors(), screen.getByRole('radio', { name: 'No' }).id]).toEqual([
      ['Not quite.'],
      'quiz-loss-no',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(errors()).toEqual([]);
  });

  it('the confirm sheet lists its facts, and is inert and not dismissable while busy', () => {
    const confirm = vi.fn();
    const cancel = vi.fn();
    const sheet = (busy: boolean) => (
      <ConfirmSheet
        title="Confirm order"
        facts={[
          { id: 'lots', label: 'Lots', value: '2' },
          { id: 'margin', label: 'Margin', value: '1,200.00 USD' },
        ]}
        note="Fills at the price of the moment."
        confirmLabel="Confirm"
        cancelLabel="Cancel"
        busy={busy}
        tone="rise"
        onConfirm={confirm}
        onCancel={cancel}
      />
    );
    const { rerender } = render(sheet(false));
    const dialog = screen.getByRole('dialog', { name: 'Confirm order' });
    expect(
      [...dialog.querySelectorAll('dd')].map((dd) => [dd.dataset.field, dd.textContent]),
    ).toEqual([
      ['lots', '2'],
      ['margin', '1,200.00 USD'],
    ]);
    expect(dialog.textContent).toContain('Fills at the price of the moment.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect([confirm.mock.calls.length, cancel.mock.calls.length]).toEqual([1, 1]);

    rerender(sheet(true));
    const busyConfirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect([busyConfirm.hasAttribute('disabled'), busyConfirm.getAttribute('aria-busy')]).toEqual([
      true,
      'true',
    ]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});

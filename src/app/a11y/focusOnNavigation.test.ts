import { focusHeadingWhenShown } from './focusOnNavigation';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusHeadingWhenShown', () => {
  it('focuses the main heading at once when it is there, making it focusable', () => {
    document.body.innerHTML = '<nav><a href="#">Home</a></nav><main><h1>Transactions</h1></main>';
    focusHeadingWhenShown();
    const heading = document.querySelector('h1');
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that arrives with the screen', async () => {
    document.body.innerHTML = '<main></main>';
    const stop = focusHeadingWhenShown();
    const heading = document.createElement('h1');
    heading.textContent = 'Portfolios';
    document.querySelector('main')?.append(heading);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heading).toHaveFocus();
    stop();
  });

  it('leaves focus where the screen put it inside the main area', () => {
    document.body.innerHTML = '<main><h1>Add transactions</h1><input aria-label="Symbol" /></main>';
    const input = document.querySelector('input');
    input?.focus();
    focusHeadingWhenShown();
    expect(input).toHaveFocus();
  });

  it('moves focus away from the navigation link that was used', () => {
    document.body.innerHTML = '<nav><a href="#">Brokers</a></nav><main><h1>Brokers and accounts</h1></main>';
    document.querySelector('a')?.focus();
    focusHeadingWhenShown();
    expect(document.querySelector('h1')).toHaveFocus();
  });
});

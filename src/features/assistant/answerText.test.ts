import { answerBlocks, humanToolName } from './answerText';

const figure = (value: string, label = 'Market value', link = '/app') => ({ label, value, link });

describe('answerBlocks', () => {
  it('splits paragraphs on blank lines and keeps single line breaks as lines', () => {
    expect(answerBlocks('First line\nsecond line\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'First line' }], [{ kind: 'text', text: 'second line' }]] },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Next paragraph' }]] },
    ]);
  });

  it('reads "- " and "* " lines as a list, with **bold** inside', () => {
    expect(answerBlocks('Your largest:\n- **AAPL** 40%\n* MSFT')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Your largest:' }]] },
      {
        kind: 'list',
        items: [
          [{ kind: 'bold', parts: [{ kind: 'text', text: 'AAPL' }] }, { kind: 'text', text: ' 40%' }],
          [{ kind: 'text', text: 'MSFT' }],
        ],
      },
    ]);
  });

  it('leaves an unclosed ** (an answer still being written) as text, and markup as plain text', () => {
    expect(answerBlocks('It is **grow')).toEqual([{ kind: 'paragraph', lines: [[{ kind: 'text', text: 'It is **grow' }]] }]);
    expect(answerBlocks('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'paragraph', lines: [[{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]] }]);
  });

  it('makes the first standalone occurrence of each figure value a figure part, inside bold too', () => {
    const worth = figure('1,250.00 USD');
    const gain = figure('12.5%', 'Total return', '/app/v/d1/Overview');
    const [block] = answerBlocks('Worth **1,250.00 USD** (1,250.00 USD again), up 12.5%.', [worth, gain]);
    expect(block).toEqual({
      kind: 'paragraph',
      lines: [
        [
          { kind: 'text', text: 'Worth ' },
          { kind: 'bold', parts: [{ kind: 'figure', text: '1,250.00 USD', figure: worth }] },
          { kind: 'text', text: ' (1,250.00 USD again), up ' },
          { kind: 'figure', text: '12.5%', figure: gain },
          { kind: 'text', text: '.' },
        ],
      ],
    });
  });

  it('does not link a value inside a longer number or a word', () => {
    const five = figure('5');
    expect(answerBlocks('15 and 1.5 and 5.25 and A5', [five])).toEqual([{ kind: 'paragraph', lines: [[{ kind: 'text', text: '15 and 1.5 and 5.25 and A5' }]] }]);
    expect(answerBlocks('Only 5, then 5.', [five])[0]).toEqual({
      kind: 'paragraph',
      lines: [[{ kind: 'text', text: 'Only ' }, { kind: 'figure', text: '5', figure: five }, { kind: 'text', text: ', then 5.' }]],
    });
  });

  it('prefers the longer value where two start at the same place', () => {
    const short = figure('1,250');
    const long = figure('1,250.00 USD');
    expect(answerBlocks('1,250.00 USD', [short, long])[0]).toEqual({ kind: 'paragraph', lines: [[{ kind: 'figure', text: '1,250.00 USD', figure: long }]] });
  });
});

it('humanises tool names', () => {
  expect(humanToolName('holdings')).toBe('holdings');
  expect(humanToolName('portfolio_summary')).toBe('portfolio summary');
});

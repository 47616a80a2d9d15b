// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Highlighted } from '../../../../../src/features/search/Highlighted';

afterEach(cleanup);

describe('Highlighted', () => {
  it('marks the ranges as text, never HTML', () => {
    const { container } = render(<Highlighted text="the <b>cell</b> wall" ranges={[[4, 15]]} />);
    expect(container.querySelector('mark')?.textContent).toBe('<b>cell</b>');
    expect(container.querySelector('b')).toBeNull();
  });
  it('skips overlapping or empty ranges', () => {
    const { container } = render(
      <Highlighted
        text="abcdef"
        ranges={[
          [0, 2],
          [1, 3],
          [4, 4],
        ]}
      />,
    );
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.textContent).toBe('abcdef');
  });
});

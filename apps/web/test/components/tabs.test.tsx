import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '@/components/Tabs.tsx';

const mounted: string[] = [];
function Probe({ name }: { name: string }) {
  useEffect(() => {
    mounted.push(name);
  }, [name]);
  return <p>{name} panel</p>;
}

function Bar() {
  const [tab, setTab] = useState<'one' | 'two' | 'three'>('one');
  return (
    <Tabs
      label="Sections"
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: 'one', label: 'One', panel: <Probe name="one" /> },
        { value: 'two', label: 'Two', panel: <Probe name="two" /> },
        { value: 'three', label: 'Three', panel: <Probe name="three" /> },
      ]}
    />
  );
}

describe('tabs', () => {
  it('names the tab list, selects the first tab and mounts only its panel', () => {
    mounted.length = 0;
    render(<Bar />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    expect(list).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['One', 'Two', 'Three']);
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('one panel');
    expect(mounted).toEqual(['one']);
  });

  it('moves with the arrow keys and shows the panel of the selected tab', async () => {
    mounted.length = 0;
    render(<Bar />);
    screen.getByRole('tab', { name: 'One' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('two panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('three panel');
    expect(mounted).toEqual(['one', 'two', 'three']);
  });
});

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { type DeferredFallbackProps, type DeferredProps, deferred } from '@/components/Deferred.tsx';

function RealMenu({ defaultOpen }: DeferredProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>Affiliates</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content>
          <DropdownMenu.Item>Wager Raffles</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function StandIn({ request }: DeferredFallbackProps) {
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} onClick={request}>
      Affiliates
    </button>
  );
}

/** A deferred menu whose code arrives only when the test says so. */
function slowMenu() {
  let arrive: () => void = () => {};
  const code = new Promise<ComponentType<DeferredProps>>((resolve) => {
    arrive = () => resolve(RealMenu);
  });
  return { Menu: deferred(() => code, StandIn), arrive: () => act(async () => arrive()) };
}

describe('a deferred menu asked for by keyboard before its code has loaded', () => {
  it('opens once the code arrives, and Escape gives the focus back to the real trigger', async () => {
    const user = userEvent.setup();
    const { Menu, arrive } = slowMenu();
    render(<Menu />);
    const standIn = screen.getByRole('button', { name: 'Affiliates' });
    await user.tab();
    expect(document.activeElement).toBe(standIn);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();

    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Wager Raffles' })).toBeTruthy();
    expect(document.activeElement).not.toBe(document.body);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Affiliates' });
    expect(trigger).not.toBe(standIn);
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps the focus on the trigger when the code arrives while the stand-in is focused but unused', async () => {
    const user = userEvent.setup();
    const { Menu, arrive } = slowMenu();
    render(<Menu />);
    await user.tab();
    await arrive();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Affiliates' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Wager Raffles' })).toBeTruthy();
  });
});

/** A deferred menu loaded on intent, counting how often its code was asked for. */
function intentMenu() {
  let arrive: () => void = () => {};
  let loads = 0;
  const code = new Promise<ComponentType<DeferredProps>>((resolve) => {
    arrive = () => resolve(RealMenu);
  });
  const Menu = deferred(
    () => {
      loads += 1;
      return code;
    },
    StandIn,
    { loadOn: 'intent' },
  );
  return { Menu, loads: () => loads, arrive: () => act(async () => arrive()) };
}

describe('a deferred menu loaded on intent (decision 029)', () => {
  it('asks for no code until the visitor heads for it, then swaps in the real menu', async () => {
    const { Menu, loads, arrive } = intentMenu();
    render(<Menu />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads()).toBe(0);

    await userEvent.setup().hover(screen.getByRole('button', { name: 'Affiliates' }));
    expect(loads()).toBe(1);
    await arrive();
    expect(screen.getByRole('button', { name: 'Affiliates' }).getAttribute('data-state')).toBe('closed');
  });

  it('waits for the click of a press begun on the stand-in, and then opens the menu', async () => {
    const { Menu, arrive } = intentMenu();
    render(<Menu />);
    const standIn = screen.getByRole('button', { name: 'Affiliates' });
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: standIn });
    await arrive();
    // Still the stand-in: swapping now would put the release on another button.
    expect(screen.getByRole('button', { name: 'Affiliates' })).toBe(standIn);
    await user.pointer({ keys: '[/MouseLeft]', target: standIn });
    expect(await screen.findByRole('menuitem', { name: 'Wager Raffles' })).toBeTruthy();
  });
});

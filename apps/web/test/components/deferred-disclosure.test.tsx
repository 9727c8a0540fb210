import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { StandInDetails } from '@/app/nav/StandInDetails.tsx';
import { type DeferredFallbackProps, type DeferredProps, deferred } from '@/components/Deferred.tsx';

// A menu's stand-in may be a <details> disclosure holding its links, which works before any script
// has run (decision 051). These check the hand-over to the real menu: open stays open, closed stays
// closed, and a tap under way is never lost to the swap.

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
    <StandInDetails request={request}>
      <summary>Affiliates</summary>
      <ul>
        <li>
          <a href="#wager-raffles">Wager Raffles</a>
        </li>
      </ul>
    </StandInDetails>
  );
}

/** A menu loaded on intent whose code arrives only when the test says so. */
function slowMenu() {
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

const details = () => document.querySelector('details');
const trigger = () => screen.getByRole('button', { name: 'Affiliates' });

let hydrated: Root | null = null;
let serverContainer: HTMLElement | null = null;
afterEach(() => {
  act(() => hydrated?.unmount());
  serverContainer?.remove();
  hydrated = null;
  serverContainer = null;
  window.location.hash = '';
});

/** The stand-in's markup as the server sends it, in the page. */
function serverRendered(Menu: ComponentType) {
  serverContainer = document.createElement('div');
  document.body.append(serverContainer);
  serverContainer.innerHTML = renderToString(<Menu />);
  return serverContainer;
}

describe('a menu whose stand-in is a disclosure (decision 051)', () => {
  it('opened before hydration, asks for its code at once and opens as the real menu', async () => {
    const { Menu, loads, arrive } = slowMenu();
    const container = serverRendered(Menu);
    expect(details()?.open).toBe(false);
    // The visitor taps the summary while the scripts are still on their way.
    container.querySelector('summary')!.click();
    expect(details()?.open).toBe(true);

    await act(async () => {
      hydrated = hydrateRoot(container, <Menu />);
    });
    expect(loads()).toBe(1);
    expect(details()?.open).toBe(true);
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Wager Raffles' })).toBeTruthy();
    expect(trigger().getAttribute('data-state')).toBe('open');
  });

  it('left closed before hydration, waits for the visitor', async () => {
    const { Menu, loads } = slowMenu();
    const container = serverRendered(Menu);
    await act(async () => {
      hydrated = hydrateRoot(container, <Menu />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loads()).toBe(0);
  });

  it('opened after hydration, shows its links until the code arrives, then the real menu open', async () => {
    const { Menu, arrive } = slowMenu();
    render(<Menu />);
    await userEvent.setup().click(screen.getByText('Affiliates', { selector: 'summary' }));
    expect(details()?.open).toBe(true);
    expect(screen.getByRole('link', { name: 'Wager Raffles' })).toBeTruthy();
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Wager Raffles' })).toBeTruthy();
  });

  it('hovered, swaps in the real menu closed', async () => {
    const { Menu, arrive } = slowMenu();
    render(<Menu />);
    await userEvent.setup().hover(screen.getByText('Affiliates', { selector: 'summary' }));
    await arrive();
    await waitFor(() => expect(trigger().getAttribute('data-state')).toBe('closed'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a tap on its link while the code arrives follows the link, and the real menu comes closed', async () => {
    const { Menu, arrive } = slowMenu();
    render(<Menu />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Affiliates', { selector: 'summary' }));
    const link = screen.getByRole('link', { name: 'Wager Raffles' });
    await user.pointer({ keys: '[MouseLeft>]', target: link });
    await arrive();
    // Still the stand-in: swapping now would take the link from under the finger.
    expect(screen.getByRole('link', { name: 'Wager Raffles' })).toBe(link);
    await user.pointer({ keys: '[/MouseLeft]', target: link });
    expect(window.location.hash).toBe('#wager-raffles');
    await waitFor(() => expect(trigger().getAttribute('data-state')).toBe('closed'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

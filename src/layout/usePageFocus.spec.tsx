import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { usePageFocus } from './usePageFocus';

/** A page whose heading is drawn a moment later, as a page waiting for its code or data. */
const SlowPage = () => {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => void setTimeout(() => setDrawn(true), 50), []);
  return drawn ? <h1>Citizen</h1> : <p>Loading</p>;
};

const Frame = () => {
  usePageFocus('main');
  const navigate = useNavigate();
  return (
    <main id="main">
      <button onClick={() => navigate('/list?page=2')}>Next page</button>
      <Routes>
        <Route path="/list" element={<><h1>Citizens</h1><Link to="/citizens/1">Open</Link></>} />
        <Route path="/citizens/1" element={<SlowPage />} />
      </Routes>
    </main>
  );
};

describe('usePageFocus', () => {
  it("leaves the first page alone, then scrolls each new page to the top and focuses its heading once drawn", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Frame />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Citizens' })).not.toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Citizen' })).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('heading', { name: 'Citizen' })).toHaveAttribute('tabindex', '-1');
    scrollTo.mockRestore();
  });

  it('focuses the first page\'s heading when a link of the public pages (a page of their own) loaded it', async () => {
    sessionStorage.setItem('followedLink', '/');
    render(
      <MemoryRouter initialEntries={['/citizens/1']}>
        <Frame />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Citizen' })).toHaveFocus());
  });

  it('leaves the focus in a field of the new page the person reached before the heading was drawn', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const FieldFirst = () => {
      usePageFocus('main');
      return (
        <main id="main">
          <Routes>
            <Route path="/list" element={<Link to="/citizens/1">Open</Link>} />
            <Route path="/citizens/1" element={<><input aria-label="Name" autoFocus /><SlowPage /></>} />
          </Routes>
        </main>
      );
    };
    render(
      <MemoryRouter initialEntries={['/list']}>
        <FieldFirst />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Citizen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    vi.restoreAllMocks();
  });

  it('leaves the focus where it is when only the query changes (a list page or filter)', async () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Frame />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Next page' });
    await userEvent.click(button);
    expect(button).toHaveFocus();
  });
});

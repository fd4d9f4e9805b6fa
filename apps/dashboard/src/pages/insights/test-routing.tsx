import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

/** For tests: `page` rendered at `path` under the route `route`, with the query string kept where `search()` reads it. */
export function renderPageAt(route: string, page: ReactNode, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={route}
          element={
            <>
              {page}
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** The query string the page last navigated to. */
export const search = () => screen.getByTestId('location').textContent;

import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { takeGreeting } from '../authProvider/greeting';

/** Shows the greeting a page kept for the next one (the sign-in's 'Welcome!') as a success toast. */
export function useGreeting() {
  const notify = useNotify();
  const { pathname } = useLocation();
  useEffect(() => {
    const greeting = takeGreeting();
    if (greeting) notify(greeting, { type: 'success' });
  }, [pathname, notify]);
}

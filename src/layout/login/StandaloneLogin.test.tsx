import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder } from '../../test/calls';
import { server } from '../../test/server';
import { followPrerenderedForm, paintFirstScreen } from './firstPaint';
import { StandaloneLogin } from './StandaloneLogin';

const fillInAndSubmit = async () => {
  await userEvent.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
};

describe('Standalone login (the first screen, without react-admin)', () => {
  it("checks the fields with the spec's messages before calling", async () => {
    const { calls } = recorder();
    render(<StandaloneLogin onSignedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Mobile Number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("starts the admin app with 'Login successfully' once the admin is signed in", async () => {
    const { on } = recorder();
    server.use(
      on('post', '/login', () =>
        HttpResponse.json({
          message: 'Login successfully',
          token: 'jwt-token',
          user: { roleID: 'admin-1', role: 'Admin', email: 'admin@example.com', firstName: 'A', lastName: 'R' },
        }),
      ),
    );
    const onSignedIn = vi.fn();
    render(<StandaloneLogin onSignedIn={onSignedIn} />);
    await fillInAndSubmit();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('Login successfully'));
    expect(sessionStorage.getItem('adminToken')).toBe('jwt-token');
  });

  it("toasts the server's message and shows 'Invalid Credentials' inline when refused", async () => {
    const { on } = recorder();
    server.use(
      on('post', '/login', () => HttpResponse.json({ message: 'Invalid mobile number or password' }, { status: 401 })),
    );
    const onSignedIn = vi.fn();
    render(<StandaloneLogin onSignedIn={onSignedIn} />);
    await fillInAndSubmit();
    expect(await screen.findByText('Invalid mobile number or password')).toBeInTheDocument();
    expect(screen.getByText('Invalid Credentials')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  describe('over the prerendered form (index.html)', () => {
    let root: HTMLElement;
    beforeEach(() => {
      // What index.html carries (vite.config.ts prerenderLogin), reduced to what the takeover reads.
      document.head.insertAdjacentHTML('beforeend', '<style data-prerendered>main{}</style>');
      root = document.body.appendChild(document.createElement('div'));
      root.innerHTML =
        '<div data-prerendered><form method="post"><input name="mobileNumber">' +
        '<input name="password" type="password"><button>Login</button></form></div>';
    });
    afterEach(() => root.remove());

    it('takes over what was typed into it, and the focus, and drops its style sheet', async () => {
      const takeOverPrerendered = followPrerenderedForm();
      await userEvent.type(root.querySelector('[name=mobileNumber]')!, '98765 43210');
      await userEvent.type(root.querySelector('[name=password]')!, 'secret-1');

      render(<StandaloneLogin onSignedIn={vi.fn()} takeOverPrerendered={takeOverPrerendered} />, { container: root });
      expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
      expect(screen.getByLabelText('Password')).toHaveValue('secret-1');
      expect(screen.getByLabelText('Password')).toHaveFocus();
      expect(document.querySelectorAll('[data-prerendered]')).toHaveLength(0);
    });

    it('keeps the caret where it was, counted in what the field holds once spaces are gone', async () => {
      const takeOverPrerendered = followPrerenderedForm();
      await userEvent.type(root.querySelector('[name=password]')!, 'secret-pass');
      await userEvent.type(root.querySelector('[name=mobileNumber]')!, '98765 4321{ArrowLeft}{ArrowLeft}{ArrowLeft}');

      render(<StandaloneLogin onSignedIn={vi.fn()} takeOverPrerendered={takeOverPrerendered} />, { container: root });
      const mobile = screen.getByLabelText<HTMLInputElement>('Mobile Number');
      expect(mobile).toHaveFocus();
      // '98765 4|321' is '987654|321' without its space.
      expect([mobile.selectionStart, mobile.selectionEnd]).toEqual([6, 6]);
      await userEvent.keyboard('0');
      expect(mobile).toHaveValue('9876540321');
    });

    it('sends a Login pressed on it, once, when the script has taken over', async () => {
      const { calls, on } = recorder();
      server.use(on('post', '/login', () => HttpResponse.json({ message: 'Invalid Credentials' }, { status: 401 })));
      // jsdom has no matchMedia; the script asks it for the system's mode.
      vi.stubGlobal('matchMedia', () => ({ matches: false }));
      paintFirstScreen('/assets/index-abc.js');
      vi.unstubAllGlobals();
      const takeOverPrerendered = followPrerenderedForm();
      await userEvent.type(root.querySelector('[name=mobileNumber]')!, '9876543210');
      await userEvent.type(root.querySelector('[name=password]')!, 'secret-1');
      await userEvent.click(root.querySelector('button')!);
      expect(calls).toEqual([]);

      render(<StandaloneLogin onSignedIn={vi.fn()} takeOverPrerendered={takeOverPrerendered} />, { container: root });
      expect(await screen.findByText('Invalid Credentials', { selector: '.MuiAlert-message' })).toBeInTheDocument();
      expect(calls.map((call) => call.body)).toEqual([{ mobileNumber: '9876543210', password: 'secret-1' }]);
    });
  });
});

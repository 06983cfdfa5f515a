import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { lazy, startTransition, Suspense, useState, type ReactElement } from 'react';
import { RemoteBoundary } from '../remote-boundary';
import { forgetRemote as forgetRemoteMock } from '../remote-registry';
import { track } from '../tracked';

jest.mock('../remote-registry', () => ({ forgetRemote: jest.fn() }));
const forgetRemote = jest.mocked(forgetRemoteMock);

type Module = { Screen: () => ReactElement };
const loaded: Module = { Screen: () => <h1>Remote screen</h1> };

function boundary(load: () => Promise<Module>) {
  return (
    <RemoteBoundary
      remote="darkweb"
      load={load}
      loading={<p role="status">Loading</p>}
      fallback={(error, retry) => (
        <div role="alert">
          {String(error)}
          <button type="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
    >
      {({ Screen }) => <Screen />}
    </RemoteBoundary>
  );
}

const show = (load: () => Promise<Module>) => render(boundary(load));

describe('RemoteBoundary (issue 36 item 4: the one way the shell shows a remote)', () => {
  it('renders a module its route loader already loaded in the first render, without a loading state', async () => {
    const ready = track(Promise.resolve(loaded));
    await ready;
    show(() => ready);
    expect(screen.getByRole('heading', { name: 'Remote screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows loading until the module loads, then the remote', async () => {
    let resolve: (module: Module) => void = () => undefined;
    const load = jest.fn(() => new Promise<Module>((done) => (resolve = done)));
    show(load);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => resolve(loaded));
    expect(screen.getByRole('heading', { name: 'Remote screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows loading while a lazy page of the remote loads, never the previous screen', async () => {
    let resolve: (page: { default: () => ReactElement }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => ReactElement }>((done) => (resolve = done)));
    const ready = track(Promise.resolve({ Screen: () => <Page /> }));
    await ready;
    let navigate: () => void = () => undefined;
    // A route change as the router makes it: in a transition, from a screen already on show.
    function Routes() {
      const [next, setNext] = useState(false);
      navigate = () => startTransition(() => setNext(true));
      return next ? boundary(() => ready) : <h1>Previous screen</h1>;
    }
    render(
      <Suspense fallback={null}>
        <Routes />
      </Suspense>,
    );
    await act(async () => navigate());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Previous screen' })).not.toBeInTheDocument();
    await act(async () => resolve({ default: () => <h1>Lazy page</h1> }));
    expect(screen.getByRole('heading', { name: 'Lazy page' })).toBeInTheDocument();
  });

  it('contains a failed load as its fallback, whose retry forgets the remote and loads it anew', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = jest.fn(() =>
      fail ? Promise.reject(new Error('remoteEntry.js answered 404')) : Promise.resolve(loaded),
    );
    await act(async () => void show(load));
    expect(screen.getByRole('alert')).toHaveTextContent('remoteEntry.js answered 404');

    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(forgetRemote).toHaveBeenCalledWith('darkweb');
    expect(screen.getByRole('heading', { name: 'Remote screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

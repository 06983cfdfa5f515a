/**
 * `npm run stack`'s command line (arguments.mjs; issue 35 item 3), after Compose's `--scale`.
 */
import { parseArguments } from '../arguments.mjs';

describe('parseArguments', () => {
  it('starts the stack, with the replica counts given by --scale', () => {
    expect(parseArguments([])).toEqual({ command: 'up', scale: {} });
    expect(parseArguments(['--scale', 'api=3', '--scale', 'worker=2'])).toEqual({
      command: 'up',
      scale: { api: 3, worker: 2 },
    });
  });

  it('scales a running stack', () => {
    expect(parseArguments(['scale', 'api=3'])).toEqual({ command: 'scale', scale: { api: 3 } });
    expect(parseArguments(['scale', 'api=0', 'worker=1'])).toEqual({
      command: 'scale',
      scale: { api: 0, worker: 1 },
    });
  });

  it('names what it does not understand', () => {
    expect(() => parseArguments(['--scale'])).toThrow('expected <service>=<replicas> (api=3), not nothing');
    expect(() => parseArguments(['--scale', 'api=three'])).toThrow('not api=three');
    expect(() => parseArguments(['--replicas', '3'])).toThrow('unknown argument --replicas');
    expect(() => parseArguments(['scale'])).toThrow('scale needs at least one <service>=<replicas>');
  });
});

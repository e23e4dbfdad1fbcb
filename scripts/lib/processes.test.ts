import { cpuSeconds, rssMb } from './processes';

describe('cpuSeconds and rssMb (Linux /proc)', () => {
  it("reads a process's CPU seconds so far, growing as it works", () => {
    const before = cpuSeconds(process.pid);
    expect(before).toBeGreaterThanOrEqual(0);
    const until = performance.now() + 150;
    let spin = 0;
    while (performance.now() < until) spin += 1;
    expect(spin).toBeGreaterThan(0);
    const after = cpuSeconds(process.pid);
    // ticks are 10 ms: 150 ms of spinning is at least a few of them, never more than the wall time
    expect(after - before).toBeGreaterThanOrEqual(0.05);
    expect(after - before).toBeLessThan(5);
  });

  it('reads its resident memory in MB', () => {
    expect(rssMb(process.pid)).toBeGreaterThan(10);
  });
});

import { cpuSeconds, rssMb } from './processes';

describe('cpuSeconds and rssMb (Linux /proc)', () => {
  it("reads a process's CPU seconds so far, growing as it works", () => {
    const before = cpuSeconds(process.pid);
    expect(before).toBeGreaterThanOrEqual(0);
    // Spin until the process itself counts 150 ms of CPU (on a busy machine wall time is not CPU)
    const start = process.cpuUsage();
    let spin = 0;
    const usedMs = () => {
      const { user, system } = process.cpuUsage(start);
      return (user + system) / 1000;
    };
    while (usedMs() < 150) spin += 1;
    expect(spin).toBeGreaterThan(0);
    const after = cpuSeconds(process.pid);
    // /proc counts in 10 ms ticks: 150 ms of CPU shows as 0.1 s at the very least
    expect(after - before).toBeGreaterThanOrEqual(0.1);
    expect(after - before).toBeLessThan(5);
  });

  it('reads its resident memory in MB', () => {
    expect(rssMb(process.pid)).toBeGreaterThan(10);
  });
});

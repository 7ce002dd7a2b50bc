// What the benchmarks read about a running process from /proc (Linux).
import { readFileSync } from 'node:fs'

/** Resident memory in MB. */
export const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024

/** CPU time used so far (user + system), in ms; the kernel counts in ticks of 10 ms. */
export const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

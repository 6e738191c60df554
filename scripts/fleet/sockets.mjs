// Which process holds a TCP socket, from the kernel's tables: /proc/net/tcp (and tcp6) gives each socket's inode by
// its ports and state, and a process holds the inodes its /proc/<pid>/fd entries link to. Linux only, as the fleet's
// haproxy is Debian's.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The state column of a listening socket. */
const LISTEN = '0A';

/** The fd links (socket:[inode]) of the sockets whose row `matches({ localPort, remotePort, state })`. */
function socketLinks(matches) {
  const portOf = (address) => parseInt(address.split(':').at(-1), 16);
  const links = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines = [];
    try {
      lines = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      if (matches({ localPort: portOf(fields[1]), remotePort: portOf(fields[2]), state: fields[3] })) links.add(`socket:[${fields[9]}]`);
    }
  }
  return links;
}

/** The first of `pids` that holds one of the sockets `links`, or null. */
function holderOf(pids, links) {
  if (links.size === 0) return null;
  const holds = (pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return links.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
        } catch {
          return false; // closed meanwhile
        }
      });
    } catch {
      return false; // exited, or not ours to read
    }
  };
  return pids.find(holds) ?? null;
}

/** Of `pids`, the one holding the end of a TCP connection whose local port is `localPort` and remote port `remotePort`, or null. */
export function connectionHolder(pids, localPort, remotePort) {
  return holderOf(pids, socketLinks((socket) => socket.localPort === localPort && socket.remotePort === remotePort));
}

/** The process listening on TCP `port` of this machine, or null. */
export function listenerPid(port) {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  return holderOf(pids, socketLinks((socket) => socket.state === LISTEN && socket.localPort === port));
}

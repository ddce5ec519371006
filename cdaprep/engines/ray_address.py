"""Check that a Ray address answers before ``ray.init`` connects to it.

``ray.init(address="HOST:PORT")`` retries a head node that does not answer for many minutes
(Ray's own connection timeouts and retries, printing a warning every few seconds), so a
mistyped ``--ray-address`` looked like a run that hangs. :func:`check_ray_address` asks the
address itself first, within :data:`CONNECT_TIMEOUT` seconds in all, with a plain socket:

1. a TCP connection to ``HOST:PORT`` (refused at once when nothing listens there; a host that
   drops the connection attempt is given up on after the timeout), then
2. the HTTP/2 connection preface, which every gRPC server (a head node's GCS port and the Ray
   Client port alike) answers with an HTTP/2 ``SETTINGS`` frame. A web server there (the
   dashboard's port 8265) or a server of another kind answers something else, or nothing, and
   Ray would retry it as long as an address where nothing listens. This step is left out when
   the cluster uses TLS (``RAY_USE_TLS``), where the first bytes are a TLS handshake.

Any failure is a :class:`~cdaprep.errors.UsageError` that names the address, where it came from
(``--ray-address`` or ``RAY_ADDRESS``), what happened, and the fix. Which addresses are asked:

* ``HOST:PORT`` (the GCS port of the head node, 6379 by default) and ``ray://HOST[:PORT]``
  (Ray Client, port 10001 by default): that host and port.
* ``auto``: the cluster Ray finds on this machine (the last ``ray start``, or a running GCS
  process); none found is the same error.
* no address (without ``RAY_ADDRESS``) and ``local``: none; Ray starts a local cluster.
* another ``SCHEME://`` (a Ray Client plugin such as ``anyscale://``): none; Ray connects.
"""

from __future__ import annotations

import os
import socket
import time
from dataclasses import dataclass

from cdaprep.errors import UsageError

__all__ = ["CONNECT_TIMEOUT", "RayTarget", "check_ray_address", "ray_target"]

#: Seconds to wait in all for the address to answer (TCP connection and HTTP/2 preface). A
#: head node answers within milliseconds, across data centres within a second; 30 s leaves a
#: loaded or distant head plenty of room, and a mistyped address fails in 30 s at most (at once
#: when nothing listens there: the connection is refused).
CONNECT_TIMEOUT = 30.0

#: The ports ``ray start --head`` opens by default.
GCS_PORT, CLIENT_PORT, DASHBOARD_PORT = 6379, 10001, 8265

#: The client connection preface of HTTP/2 (RFC 9113, section 3.4) and an empty SETTINGS frame.
_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0])
_SETTINGS = 4


@dataclass(frozen=True)
class RayTarget:
    """The host and port a Ray address leads to, and how the user gave it."""

    #: The address as given (``"10.0.0.5:6379"``, ``"ray://head:10001"``, ``"auto"``).
    address: str
    host: str
    port: int
    #: Where the address came from: ``"--ray-address"`` or ``"RAY_ADDRESS"``.
    source: str


def _origin(address: str | None) -> tuple[str | None, str]:
    """The address Ray will use and where it came from: ``RAY_ADDRESS`` stands in for no
    address and for ``auto``, as in ``ray.init``."""
    env = os.environ.get("RAY_ADDRESS")
    if env and (address is None or address == "auto"):
        return env, "RAY_ADDRESS"
    return address, "--ray-address"


def _place(source: str) -> str:
    return "the RAY_ADDRESS environment variable" if source == "RAY_ADDRESS" else "--ray-address"


def _named(source: str, address: str) -> str:
    return f"RAY_ADDRESS={address!r}" if source == "RAY_ADDRESS" else f"--ray-address {address!r}"


def _leave_out(source: str) -> str:
    return "unset RAY_ADDRESS" if source == "RAY_ADDRESS" else "leave --ray-address out"


def _split(address: str, hostport: str, default_port: int | None, source: str) -> tuple[str, int]:
    """``HOST:PORT`` (or ``[IPv6]:PORT``) as a host and a port number."""
    if hostport.startswith("["):  # [IPv6]:PORT
        host, _, rest = hostport[1:].partition("]")
        port = rest[1:] if rest.startswith(":") else "-" if rest else ""  # "-": not a port
    elif hostport.count(":") == 1:
        host, port = hostport.split(":")
    else:  # no port, or an IPv6 address without brackets (and so without a port)
        host, port = hostport, ""
    if not port and default_port is not None:
        port = str(default_port)
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise UsageError(
            f"{_named(source, address)} is not an address of a Ray cluster: give the head "
            f"node's HOST:PORT (its GCS port, {GCS_PORT} by default, as 'ray start --head' "
            f"prints it), ray://HOST:{CLIENT_PORT} for Ray Client, or auto for the cluster "
            f"started on this machine; or {_leave_out(source)} to start a local Ray cluster "
            "for the run"
        )
    return host, int(port)


def ray_target(address: str | None) -> RayTarget | None:
    """The host and port that ``ray.init(address=address)`` connects to, or ``None`` when it
    starts a local cluster or connects through a Ray Client plugin (nothing to ask).

    Parameters
    ----------
    address : str, optional
        The ``ray_address`` option (``--ray-address``); ``None`` reads ``RAY_ADDRESS``.

    Returns
    -------
    RayTarget or None

    Raises
    ------
    UsageError
        The address has no port, or ``auto`` finds no cluster on this machine.

    Examples
    --------
    >>> ray_target("10.0.0.5:6379")
    RayTarget(address='10.0.0.5:6379', host='10.0.0.5', port=6379, source='--ray-address')
    >>> ray_target("ray://head.example:10001").host
    'head.example'
    >>> ray_target("local") is None
    True
    """
    given, source = _origin(address)
    if not given or given == "local":
        return None
    if given == "auto":
        found = _find_local_cluster()
        if found is None:
            return None  # Ray's way of finding it is not known here: Ray looks for itself
        if not found:
            raise UsageError(
                f"{_named(source, given)} found no running Ray cluster on this machine. Start "
                "one with 'ray start --head', give the head node's HOST:PORT, or "
                f"{_leave_out(source)} to start a local Ray cluster for the run"
            )
        return RayTarget(given, *_split(given, found, None, source), source)
    scheme, sep, rest = given.partition("://")
    if sep and scheme != "ray":
        return None
    if sep:
        return RayTarget(given, *_split(given, rest, CLIENT_PORT, source), source)
    return RayTarget(given, *_split(given, given, None, source), source)


def _find_local_cluster() -> str | None:
    """The ``HOST:PORT`` Ray's ``auto`` connects to, ``""`` when it finds none, ``None`` when
    this Ray version finds it some other way."""
    try:
        from ray._private import services

        find = services.canonicalize_bootstrap_address
    except (ImportError, AttributeError):
        return None
    try:
        return find("auto") or ""
    except ConnectionError:
        return ""
    except Exception:  # noqa: BLE001 - an internal function of Ray: let ray.init decide
        return None


def check_ray_address(address: str | None, timeout: float | None = None) -> None:
    """Raise a :class:`~cdaprep.errors.UsageError` unless the Ray cluster at ``address``
    answers within ``timeout`` seconds (see the module's description).

    Parameters
    ----------
    address : str, optional
        The ``ray_address`` option (``--ray-address``); ``None`` reads ``RAY_ADDRESS``.
    timeout : float, optional
        Seconds to wait in all (default :data:`CONNECT_TIMEOUT`).

    Raises
    ------
    UsageError
        Nothing answered at the address (the connection was refused, timed out, or the host
        name does not resolve), or what answered is not a Ray cluster's gRPC port.

    Examples
    --------
    >>> check_ray_address(None)  # nothing to ask: Ray starts a local cluster
    """
    target = ray_target(address)
    if target is None:
        return
    timeout = CONNECT_TIMEOUT if timeout is None else timeout
    where = f"{target.address}, given by {_place(target.source)}"
    fix = (
        f"Check the address (the head node's HOST:PORT, port {GCS_PORT} unless 'ray start "
        "--head --port' set another), start the cluster there with 'ray start --head', or "
        f"{_leave_out(target.source)} to start a local Ray cluster for the run"
    )
    deadline = time.monotonic() + timeout
    try:
        sock = socket.create_connection((target.host, target.port), timeout=timeout)
    except socket.gaierror:
        raise UsageError(
            f"nothing answered at the Ray address {where}: the host name {target.host!r} "
            f"does not resolve. {fix}"
        ) from None
    except TimeoutError:
        raise UsageError(
            f"nothing answered at the Ray address {where}, within {timeout:g} s. {fix}"
        ) from None
    except OSError as e:
        why = "connection refused" if isinstance(e, ConnectionRefusedError) else e.strerror or e
        raise UsageError(f"nothing answered at the Ray address {where}: {why}. {fix}") from None
    with sock:
        if os.environ.get("RAY_USE_TLS", "0").lower() in ("1", "true"):
            return
        first = _first_frame(sock, deadline)
    if first is not None and len(first) == 9 and first[3] == _SETTINGS:
        return
    what = (
        f"sent nothing within {timeout:g} s" if first is None else "answered as no gRPC server does"
    )
    raise UsageError(
        f"something at the Ray address {where}, accepted the connection but is not a Ray "
        f"cluster: it {what} (a Ray cluster's GCS and Ray Client ports speak gRPC). Is it "
        f"another service, such as the dashboard (port {DASHBOARD_PORT})? {fix}"
    )


def _first_frame(sock: socket.socket, deadline: float) -> bytes | None:
    """The first 9 bytes the server sends after the HTTP/2 preface (fewer when it closes the
    connection), or ``None`` when it sends nothing before ``deadline``."""
    data = b""
    try:
        sock.settimeout(max(deadline - time.monotonic(), 0.001))
        sock.sendall(_PREFACE)
        while len(data) < 9:
            sock.settimeout(max(deadline - time.monotonic(), 0.001))
            chunk = sock.recv(9 - len(data))
            if not chunk:
                break
            data += chunk
    except TimeoutError:
        return data or None
    except OSError:  # reset by the server: not a gRPC server
        pass
    return data

"""The strace-based network detector finds Internet calls and ignores local sockets."""

from __future__ import annotations

import shutil
import sys

import pytest

from .loader import load

network_trace = load("network_trace")

LOG = """\
101 connect(3, {sa_family=AF_UNIX, sun_path="/tmp/.X11-unix/X99"}, 110) = 0
101 sendto(4, {{len=20, type=RTM_GETADDR}}, 20, 0, {sa_family=AF_NETLINK, nl_pid=0}, 12) = 20
102 connect(5, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("10.0.0.53")}, 16) = 0
102 sendto(6, "x", 1, 0, {sa_family=AF_INET6, sin6_port=htons(443)}, 28) = 1
103 sendmsg(7, {msg_name={sa_family=AF_INET, sin_port=htons(123)}}, 0) = 48
104 write(1, "sa_family=AF_INET", 17) = 17
"""


def test_only_internet_sockets_count() -> None:
    calls = network_trace.network_calls(LOG)
    assert [c.split()[0] for c in calls] == ["102", "102", "103"]


@pytest.mark.skipif(shutil.which("strace") is None, reason="strace exists on Linux CI only")
def test_a_real_connection_attempt_is_caught() -> None:
    snippet = (
        "import socket\n"
        "try:\n"
        "    socket.create_connection(('127.0.0.1', 9), timeout=1)\n"
        "except OSError:\n"
        "    pass\n"
    )
    traced = network_trace.run_traced([sys.executable, "-c", snippet], timeout=60)
    assert traced.returncode == 0
    assert any("127.0.0.1" in call or "AF_INET" in call for call in traced.network)

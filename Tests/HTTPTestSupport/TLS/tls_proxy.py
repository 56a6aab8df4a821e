#!/usr/bin/env python3
"""A loopback TLS front for the tests' plain HTTP server: https for the client under
test, the test server's every answer behind it.

  tls_proxy.py --certificate CERT --key KEY --to PORT [--lifetime SECONDS]

It listens on 127.0.0.1, prints its port on the first line of standard output, and for
each connection: completes the TLS handshake (a client that refuses the certificate
just goes), reads the request and passes it to 127.0.0.1:PORT, then passes the answer
back until either side closes, closing the other. One thread per connection, which alone
reads and writes its TLS socket. It stops when standard input closes, or after
--lifetime seconds (default 120).
"""

import argparse
import select
import socket
import ssl
import sys
import threading


def close(*sockets):
    for item in sockets:
        try:
            item.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        try:
            item.close()
        except OSError:
            pass


def read_request(tls):
    """The request head and its Content-Length body, or None when the client goes."""
    data = b""
    while b"\r\n\r\n" not in data:
        piece = tls.recv(65536)
        if not piece or len(data) > 1 << 20:
            return None
        data += piece
    head, _, rest = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip() or b"0")
    while len(rest) < length:
        piece = tls.recv(65536)
        if not piece:
            return None
        rest += piece
    return head + b"\r\n\r\n" + rest


def serve(client, backend_port, context):
    try:
        tls = context.wrap_socket(client, server_side=True)
    except (ssl.SSLError, OSError):
        close(client)
        return
    backend = None
    try:
        request = read_request(tls)
        if request is None:
            return
        backend = socket.create_connection(("127.0.0.1", backend_port))
        backend.sendall(request)
        while True:
            readable, _, _ = select.select([backend, tls], [], [], 1.0)
            if tls in readable:
                # The client has nothing more to say: anything readable is its close.
                if not tls.recv(65536):
                    return
            if backend in readable:
                piece = backend.recv(65536)
                if not piece:
                    return
                tls.sendall(piece)
    except (ssl.SSLError, OSError, ValueError):
        return
    finally:
        close(tls, *([backend] if backend else []))


def main():
    parser = argparse.ArgumentParser(description="A loopback TLS front for the tests' HTTP server.")
    parser.add_argument("--certificate", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--to", type=int, required=True)
    parser.add_argument("--lifetime", type=float, default=120.0)
    options = parser.parse_args()
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(options.certificate, options.key)
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    print(listener.getsockname()[1], flush=True)
    stopping = threading.Event()

    def wait_for_end_of_input():
        while sys.stdin.buffer.read(4096):
            pass
        stopping.set()

    threading.Thread(target=wait_for_end_of_input, daemon=True).start()
    listener.settimeout(0.1)
    deadline = threading.Timer(options.lifetime, stopping.set)
    deadline.daemon = True
    deadline.start()
    while not stopping.is_set():
        try:
            client, _ = listener.accept()
        except socket.timeout:
            continue
        client.settimeout(None)
        threading.Thread(target=serve, args=(client, options.to, context), daemon=True).start()
    listener.close()


if __name__ == "__main__":
    main()

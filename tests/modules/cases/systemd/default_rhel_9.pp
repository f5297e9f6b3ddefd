include systemd

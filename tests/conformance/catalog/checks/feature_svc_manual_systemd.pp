service { 's': enable => manual, provider => systemd }

service { 's': enable => mask, provider => systemd }

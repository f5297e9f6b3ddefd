Service { provider => systemd }
service { 's': enable => mask }

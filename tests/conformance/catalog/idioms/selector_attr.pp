$enabled = false
service { 'x': ensure => $enabled ? { true => running, default => stopped }, enable => $enabled }
notice(Service['x']['ensure'])

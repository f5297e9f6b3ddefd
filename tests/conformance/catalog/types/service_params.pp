service { 'nginx': ensure => running, enable => true, hasrestart => true, hasstatus => true }
service { 'old': ensure => stopped, enable => false }
notice(Service['nginx']['enable'])

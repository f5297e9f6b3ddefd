service { 'ntp': ensure => running, enable => manual }

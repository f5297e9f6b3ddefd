service { 'ntp': ensure => stopped, enable => mask }

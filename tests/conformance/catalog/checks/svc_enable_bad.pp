service { 'ntp': ensure => running, enable => 'sometimes' }

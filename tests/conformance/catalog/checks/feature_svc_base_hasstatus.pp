service { 's': ensure => running, enable => true, hasstatus => maybe, provider => base }

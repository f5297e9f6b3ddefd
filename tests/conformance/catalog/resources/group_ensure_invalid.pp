notify { 'first': }
group { 'g': ensure => 'yes' }

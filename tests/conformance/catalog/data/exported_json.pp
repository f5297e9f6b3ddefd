@@file { '/tmp/exp': ensure => file, tag => 'x' }
@notify { 'virt': }
notify { 'real': }

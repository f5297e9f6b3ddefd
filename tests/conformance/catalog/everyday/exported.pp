@@file { '/tmp/exp': ensure => file, tag => 'shared' }
File <<| tag == 'shared' |>>
notice('ok')

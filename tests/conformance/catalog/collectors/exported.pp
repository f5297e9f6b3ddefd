@@file { '/tmp/exp': ensure => file, tag => 'exp' }
File <<| tag == 'exp' |>>
notice('done')

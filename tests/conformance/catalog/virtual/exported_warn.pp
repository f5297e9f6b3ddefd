@@file { '/tmp/exported': content => 'x' }
File <<| |>>
notice('after')

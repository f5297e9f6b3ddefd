file { '/tmp/ok': content => undef, source => '/tmp/src' }
notice('fine')

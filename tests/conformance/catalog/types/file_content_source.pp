file { '/tmp/both': source => '/a', content => 'b' }

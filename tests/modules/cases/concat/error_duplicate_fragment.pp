concat { '/tmp/x': }
concat::fragment { 'f': target => '/tmp/x', content => 'a' }
concat::fragment { 'f': target => '/tmp/x', content => 'b' }

concat { '/tmp/x': }
concat::fragment { 'both': target => '/tmp/x', content => 'a', source => '/etc/motd' }

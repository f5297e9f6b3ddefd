file { '/tmp/a': source => ['puppet:///a', 'nope'] }

file { '/tmp/a': recurse => remote, source => 'puppet:///modules/x' }

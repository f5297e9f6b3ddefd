file { '/tmp/a': recurse => 'yes' }

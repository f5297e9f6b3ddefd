file { '/tmp/a': recurse => 'maybe' }

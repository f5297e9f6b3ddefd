file { '/tmp/a': recurse => 2 }

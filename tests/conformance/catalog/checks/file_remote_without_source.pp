file { '/tmp/a': recurse => remote }

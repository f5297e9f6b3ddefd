file { '/tmp/a': recurselimit => 'x' }

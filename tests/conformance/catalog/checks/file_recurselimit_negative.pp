file { '/tmp/a': recurselimit => -1 }

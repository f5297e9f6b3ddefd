file { '/tmp/a': ensure => directory, recurse => true, recurselimit => 2, purge => true }

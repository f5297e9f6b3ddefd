File { mode => '0644', own => 'root' }
file { '/tmp/q': }

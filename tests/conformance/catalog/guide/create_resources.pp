$files = { '/tmp/x' => { content => 'x' }, '/tmp/y' => { content => 'y', mode => '0600' } }
create_resources('file', $files, { ensure => file })

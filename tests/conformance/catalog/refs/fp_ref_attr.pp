file { '/tmp//q': ensure => file, mode => '0600' }
notice(File['/tmp//q']['mode'])
notice(File['/tmp//q']['path'])

$d = { mode => '0640', owner => 'x' }
File { * => $d }
file { '/tmp/s': }
notice(File['/tmp/s'][owner])

$r = notify { 'a': message => [1, 2.5, true, undef, {'k' => 'v'}], withpath => undef }
notice($r)
$s = file { ['/tmp/x1', '/tmp/x2']: ensure => directory, mode => '0755' }
notice($s)
notice(include(nope::nope))

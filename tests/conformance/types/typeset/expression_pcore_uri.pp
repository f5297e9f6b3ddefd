$ts = TypeSet[{pcore_version => '1.0.0', name => 'Ts', version => '1.0.0', pcore_uri => 'http://puppet.com/2016.1/pcore'}]
notice($ts)
notice(type($ts))
notice($ts =~ $ts)

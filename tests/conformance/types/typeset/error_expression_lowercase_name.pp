$t = TypeSet[{pcore_version => '1.0.0', name => 'x'}]
notice($t)

$t = TypeSet[{pcore_version => '1.0.0'}]
notice($t)
notice(TypeSet[{}])
notice(TypeSet[{pcore_version => '1.0.0'}] == TypeSet[{pcore_version => '1.0.0'}])
notice(TypeSet[{pcore_version => '1.0.0', name => 'A'}] == TypeSet[{pcore_version => '1.0.0', name => 'A', version => '1.0.0'}])
notice(TypeSet[{pcore_version => '1.0.0', name => 'A', types => {'X' => Integer}}] == TypeSet[{pcore_version => '1.0.0', name => 'A'}])

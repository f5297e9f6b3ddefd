$t = TypeSet[{pcore_version => '1.0.0', name => 'Foo', name_authority => 'http://example.com', version => '2.0.0'}]
notice($t)
notice($t == TypeSet)
notice($t =~ Type[TypeSet])
notice(TypeSet >= $t)

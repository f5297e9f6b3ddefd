type MyTs = TypeSet[{pcore_version => '1.0.0', version => 'abc', types => {A => Integer}}]
notice(MyTs)

type MyTs = TypeSet[{pcore_version => '1.0.0', types => {A => 3}}]
notice(MyTs)

type MyTs = TypeSet[{pcore_version => '1.0.0', types => {A => Integer}}, 2]
notice(MyTs)

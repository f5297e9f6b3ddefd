type MyTs = TypeSet[{pcore_version => 1, types => {A => Integer}}]
notice(MyTs)

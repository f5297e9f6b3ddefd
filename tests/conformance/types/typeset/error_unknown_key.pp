type MyTs = TypeSet[{pcore_version => '1.0.0', bogus => 1, types => { Point => { attributes => { x => Integer }}}}]
notice(MyTs)

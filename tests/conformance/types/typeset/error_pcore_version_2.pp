type MyTs = TypeSet[{pcore_version => '2.0.0', types => { Point => { attributes => { x => Integer }}}}]
notice(MyTs)

type MyTs = TypeSet[{pcore_version => '1.0.0', types => { Point => { attributes => { x => Integer }}}}]
notice(MyTs)
notice(MyTs::Point)

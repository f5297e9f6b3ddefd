type Geo = TypeSet[{pcore_version => '1.0.0', version => '1.0', types => { Point => { attributes => { x => Integer }}}}]
notice(Geo)

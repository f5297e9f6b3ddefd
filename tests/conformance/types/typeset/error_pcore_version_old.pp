type Geo = TypeSet[{pcore_version => '0.9.0', types => { Point => { attributes => { x => Integer }}}}]
notice(Geo)

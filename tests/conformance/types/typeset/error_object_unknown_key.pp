type Geo = TypeSet[{pcore_version => '1.0.0', types => { Point => { attrs => { x => Integer }}}}]
notice(Geo)

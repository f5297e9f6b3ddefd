type Geo = TypeSet[{pcore_version => '1.0.0', types => { Point => { name => 'Foo', attributes => { x => Integer }}}}]
notice(Geo)
notice(Geo::Point.new(1))

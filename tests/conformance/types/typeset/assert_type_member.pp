type Geo = TypeSet[{pcore_version => '1.0.0', types => { Point => { attributes => { x => Integer }}}}]
notice(Type[Geo])
assert_type(Geo::Point, 3)

type Geo = TypeSet[{pcore_version => '1.0.0', types => { Point => { attributes => { x => Integer }}}}]
$x = Geo
notice(Geo::Point.new(x => 5))
notice(Geo::Point({x => 6}))
notice(Geo::Point.new(x => 'a'))

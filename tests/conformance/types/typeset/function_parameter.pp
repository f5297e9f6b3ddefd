type Geo = TypeSet[{pcore_version => '1.0.0', types => { Point => { attributes => { x => Integer }}}}]
notice(Geo)
function area(Geo::Point $p) { $p.x * 2 }
notice(area(Geo::Point.new(4)))
notice(area(3))

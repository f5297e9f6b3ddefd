type Geo = TypeSet[{pcore_version => '1.0.0', types => { Point => { attributes => { x => Integer }}}}]
notice(Geo == Geo)
notice(Geo != TypeSet)
notice([Geo, 1])
notice({a => Geo})
notice(Geo::Point)

type Geo = TypeSet[{pcore_version => '1.0.0', types => { Pt => Struct[{x => Integer}], Pts => Array[Pt] }}]
notice(Geo)
notice(Type[Geo])
$x = Geo
notice(Geo::Pts)
notice([{x => 1}] =~ Geo::Pts)

type Other = TypeSet[{pcore_version => '1.0.0', version => '1.2.0', types => { Coord => Integer }}]
type MyTs = TypeSet[{pcore_version => '1.0.0', references => { O => { name => 'Other', version_range => '1.x' } }, types => { Point => { attributes => { x => O::Coord }}}}]
notice(MyTs)

type MyTs = TypeSet[{pcore_version => '1.0.0', types => { Point => { attributes => { x => Integer }}}}]
notice(MyTs)
$p = MyTs::Point.new(3)
notice($p)
notice($p.x)
notice(type($p))

type MyTs = TypeSet[{pcore_version => '1.0.0', types => { Point => { attributes => { x => Integer }}}}]
type MyInt = Integer[1,2]
$x = MyTs
notice(MyTs::Point.new('a'))

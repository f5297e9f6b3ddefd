type MyTs = TypeSet[{pcore_version => '1.0.0', types => { Point => { attributes => { x => Integer }}}}]
$x = MyTs
notice(MyTs::Point)
notice(MyTs::Point.new(1))
notice(type(MyTs::Point.new(1)))
notice(Type[MyTs::Point])
notice(MyTs::Point =~ Type[Object])
notice(MyTs::Point.new(1) =~ MyTs::Point)
notice(MYTS::POINT)

type MyTs = TypeSet[{pcore_version => '1.0.0', version => '1.0.0', types => { Point => { attributes => { x => Integer }}}}]
notice(MyTs)
notice(MyTs::Point)
type Other = Object[{attributes => {a => MyTs::Point}}]
notice(Other)
notice(Other.new(MyTs::Point.new(2)))

type Geo = TypeSet[{pcore_version => '1.0.0', types => { Point => Object[{ attributes => { x => Integer }}], Foo => Integer[1,2], Bar => Point }}]
notice(Geo)
notice(Type[Geo])

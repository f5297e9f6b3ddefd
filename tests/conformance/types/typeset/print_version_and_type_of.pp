type MyTs = TypeSet[{pcore_version => '1.0.0', name_authority => 'http://example.com/ns', version => '1.2.3', types => { Point => { attributes => { x => Integer, y => Integer }}, Line => { attributes => { a => Point, b => Point }}}}]
notice(MyTs)
notice(type(MyTs))

type MyTs = TypeSet[{pcore_version => '1.0.0', references => { Other => { name => 'Other', version_range => '1.x' } }, types => { Point => { attributes => { x => Integer }}}}]
notice(MyTs)

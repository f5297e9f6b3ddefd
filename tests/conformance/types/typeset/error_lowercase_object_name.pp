type MyTs = TypeSet[{pcore_version => '1.0.0', types => { point => { attributes => { x => Integer }}}}]
notice(MyTs)

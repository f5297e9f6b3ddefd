type MyTs = TypeSet[{pcore_version => '1.0.0', references => { O => { name => 'Other', version_range => '1.x' }, P => { name => 'Other', version_range => '>=1.1.0' } }}]
type Other = TypeSet[{pcore_version => '1.0.0', version => '1.2.0'}]
notice(MyTs)

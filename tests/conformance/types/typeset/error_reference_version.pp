type MyTs = TypeSet[{pcore_version => '1.0.0', references => { O => { name => 'Other', version_range => '2.x' } }}]
type Other = TypeSet[{pcore_version => '1.0.0', version => '1.2.0'}]
notice(MyTs)

type MyTs = TypeSet[{pcore_version => '1.0.0', references => { O => { name => 'Other', version_range => '1.x' } }}]
type Other = Integer
notice(MyTs)

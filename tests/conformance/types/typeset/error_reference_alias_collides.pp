type MyTs = TypeSet[{pcore_version => '1.0.0', types => {O => Integer}, references => { O => { name => 'Other', version_range => '1.x' } }}]
type Other = TypeSet[{pcore_version => '1.0.0', version => '1.2.0'}]
notice(MyTs)

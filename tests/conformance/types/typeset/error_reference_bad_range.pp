type MyTs = TypeSet[{pcore_version => '1.0.0', references => { O => { name => 'Other', version_range => 'bad range' } }}]
notice(MyTs)

type MyTs = TypeSet[{pcore_version => '1.0.0', references => { O => { name => 'Other' } }}]
notice(MyTs)

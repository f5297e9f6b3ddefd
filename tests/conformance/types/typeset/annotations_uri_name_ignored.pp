type MyTs = TypeSet[{pcore_version => '1.0.0', pcore_uri => 'http://puppet.com/2016.1/pcore', name => 'Other', annotations => {}, types => {A => Integer}}]
notice(MyTs)

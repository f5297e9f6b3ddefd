type Lib = TypeSet[{pcore_version => '1.0.0', version => '1.0.0'}]
type App = TypeSet[{pcore_version => '1.0.0', references => { L => { name => 'Lib', version_range => '1.x', annotations => {} } }}]
notice(App)

type Base = TypeSet[{pcore_version => '1.0.0', version => '1.0.0', types => { Thing => { attributes => { id => Integer }}}}]
type App = TypeSet[{pcore_version => '1.0.0', references => { B => { name => 'Base', version_range => '>=1.0.0' } }, types => { Item => B::Thing { attributes => { label => String }}}}]
notice(App)
$i = App::Item.new(1, 'a')
notice($i)
notice($i =~ Base::Thing)

type Lib = TypeSet[{pcore_version => '1.0.0', types => { Book => { attributes => { title => String } } }}]
$x = Lib
notice(Lib::Nope)

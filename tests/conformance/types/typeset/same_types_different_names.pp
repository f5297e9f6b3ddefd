type Lib = TypeSet[{pcore_version => '1.0.0', types => { Book => { attributes => { title => String } } }}]
type Lib2 = TypeSet[{pcore_version => '1.0.0', types => { Book => { attributes => { title => String } } }}]
notice(Lib == Lib2)
notice(Lib)
notice(Lib2)

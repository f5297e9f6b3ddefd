type Lib = TypeSet[{pcore_version => '1.0.0', types => { Book => { attributes => { title => String } } }}]
type Shelf = Array[Lib::Book]
notice(Lib)
notice(Shelf)
notice([Lib::Book.new('a')] =~ Shelf)

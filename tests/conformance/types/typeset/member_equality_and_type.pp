type Lib = TypeSet[{pcore_version => '1.0.0', types => { Book => { attributes => { title => String } } }}]
notice(Lib)
notice(Lib::Book)
notice(Lib::Book.new('a') == Lib::Book.new('a'))
notice(Lib::Book.new('a') =~ Object)
notice(type(Lib::Book.new('a')))
notice(Type[Lib::Book])

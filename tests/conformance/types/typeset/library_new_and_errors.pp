type Lib = TypeSet[{pcore_version => '1.0.0', types => { Book => { attributes => { title => String, pages => Integer[1] } } }}]
$b = Lib::Book.new('Dune', 412)
notice(Lib)
notice($b)
notice($b.title)
notice(Lib::Book.new('x', 0))

type Abc::Def = Array[Struct[1]]
notice(Abc::Def)

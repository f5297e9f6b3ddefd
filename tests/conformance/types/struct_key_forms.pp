notice(Struct[{'a b' => Integer, "c" => String}])
notice(Struct[{Optional[x] => Integer, NotUndef[y] => Optional[Integer]}])
notice(Struct[{z => Undef}])

assert_type(Struct[{NotUndef[a] => Optional[Integer]}], {b => 1})

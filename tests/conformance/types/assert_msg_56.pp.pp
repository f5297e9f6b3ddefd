notice(assert_type(Struct[{Optional[a] => Integer}], {a => 'x'}))

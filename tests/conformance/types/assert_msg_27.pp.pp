notice(assert_type(Struct[{a => Struct[{b => Integer}]}], {a => {b => 'x'}}))

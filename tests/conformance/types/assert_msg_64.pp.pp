notice(assert_type(Variant[Struct[{a=>Integer}], Struct[{b=>Integer}]], {a => 'x'}))

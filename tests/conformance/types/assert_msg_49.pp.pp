notice(assert_type(Optional[Struct[{a=>Integer}]], {a => 'x'}))

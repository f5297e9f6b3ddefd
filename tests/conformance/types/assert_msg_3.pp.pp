notice(assert_type(Struct[{a=>Integer, b=>String}], {a=>1, b=>2}))

notice(lookup({name => 'a', default_value => 5, value_type => Integer}))

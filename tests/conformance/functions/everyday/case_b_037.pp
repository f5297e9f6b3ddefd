notice(join([{a=>1}], '|'))

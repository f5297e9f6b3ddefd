type Conf = Struct[{name => String, port => Integer}]
assert_type(Conf, {name => 'x', port => 'y'})

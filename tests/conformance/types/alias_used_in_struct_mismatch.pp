type Port = Integer[1, 65535]
type Svc = Struct[{name => String, port => Port}]
assert_type(Svc, {name => 'web', port => 0})

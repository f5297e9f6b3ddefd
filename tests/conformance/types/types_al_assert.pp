type Port = Integer[1, 65535]
assert_type(Port, 0)

type Port = Variant[Integer[1, 65535], Pattern[/^\d+$/]]
assert_type(Port, 'http')

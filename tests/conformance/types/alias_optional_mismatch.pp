type MaybeInt = Optional[Integer]
assert_type(MaybeInt, 'x')

assert_type(Optional[Enum[a, b]], 'c')

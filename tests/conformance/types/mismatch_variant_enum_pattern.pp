assert_type(Variant[Enum[a], Pattern[/b/]], 'c')

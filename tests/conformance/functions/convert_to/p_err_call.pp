notice(convert_to("abc", Integer))

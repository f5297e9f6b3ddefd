notice(convert_to("12", Integer))

notice(convert_to("x", Boolean))

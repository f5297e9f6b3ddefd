notice(convert_to(1))

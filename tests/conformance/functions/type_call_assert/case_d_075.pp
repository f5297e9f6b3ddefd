notice(convert_to(1, String, '%05d'))

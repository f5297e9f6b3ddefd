notice(convert_to(255, String, '%x'))
notice(convert_to(true, Integer))

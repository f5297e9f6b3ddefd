notice(String[5](1))

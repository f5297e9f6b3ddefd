notice(String[])

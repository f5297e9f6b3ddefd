notice(find_file())

notice(find_template())

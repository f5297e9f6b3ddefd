notice(find_file(['a/b']))

notice(module_directory(['a', 'b']))

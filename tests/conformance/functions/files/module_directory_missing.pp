notice(module_directory('stdlib'))

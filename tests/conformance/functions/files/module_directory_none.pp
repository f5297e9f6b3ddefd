notice(module_directory())

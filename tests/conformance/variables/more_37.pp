notice($caller_module_name)

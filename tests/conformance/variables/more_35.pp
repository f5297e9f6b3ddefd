notice($module_name)

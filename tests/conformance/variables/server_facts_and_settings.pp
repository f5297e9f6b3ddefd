notice($environment)
notice($module_name)

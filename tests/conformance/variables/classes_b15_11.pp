notice($module_name)
notice($environment)

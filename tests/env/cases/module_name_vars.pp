include demo::names
notice("top module_name=${module_name}")

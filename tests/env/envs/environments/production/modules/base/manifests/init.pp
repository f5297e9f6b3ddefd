class base { notice("base module=${module_name}") }

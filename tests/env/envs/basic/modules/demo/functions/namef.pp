function demo::namef() { "fn module=${module_name}" }

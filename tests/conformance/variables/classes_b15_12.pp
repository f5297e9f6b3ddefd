class m { notice($caller_module_name) }
include m

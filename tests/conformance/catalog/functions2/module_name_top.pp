notice("[${module_name}]")
class c { notice("[${module_name}] [${caller_module_name}]") }
include c

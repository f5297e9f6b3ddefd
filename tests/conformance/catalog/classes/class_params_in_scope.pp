class c($p = 'x') { notice($title, $name, $p, $module_name) }
include c

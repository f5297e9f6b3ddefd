# Outside modules module_name and caller_module_name are "" (the site manifest's types and
# main have the module name ""), only the top scope's caller_module_name is undef.
notice("top: ${type($module_name)} ${type($caller_module_name)}")
define site_d($from = $caller_module_name) {
  notice("site_d ${title}: [${module_name}] ${type($module_name)} [${caller_module_name}] ${type($caller_module_name)} ${type($from)}")
}
site_d { 'a': }
class site_c {
  site_d { 'b': }
  notice("site_c: ${type($module_name)} ${type($caller_module_name)}")
}
include site_c
include demo::names

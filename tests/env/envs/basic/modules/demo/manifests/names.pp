class demo::names {
  notice("module_name=${module_name}")
  notice("caller=${caller_module_name}")
  demo::names::d { 'x': }
  notice(demo::namef())
}
define demo::names::d() { notice("define module=${module_name} caller=${caller_module_name}") }

class demo::inh::base($msg = 'base') {
  $from_base = "set in base"
  notice("base ${msg}")
}

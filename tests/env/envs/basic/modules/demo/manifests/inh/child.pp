class demo::inh::child inherits demo::inh::base {
  notice("child sees ${from_base}")
}

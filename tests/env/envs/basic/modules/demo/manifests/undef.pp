class demo::undef {
  notice($nosuch)
}

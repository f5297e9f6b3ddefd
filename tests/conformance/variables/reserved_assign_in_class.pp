class profile {
  $trusted = { certname => x }
}
include profile

class web (Stdlib::Absolutepath $root) {
  notice($root)
}
class { 'web': root => 'relative/path' }
